import type { Services } from 'i18next';

/**
 * An i18next module (the backend, the language detector) whose code is imported when first
 * used, kept out of the initial bundle (docs/decisions/009-initial-javascript.md): i18next
 * hands it its services and options at init, and the real module is made from them on first
 * use. A failed import (offline) is forgotten, so the next use tries the import again instead
 * of reusing the rejected promise.
 */
export abstract class LazyI18nextModule<Options, Module> {
  // Declared, not defined: i18next calls init() before any use, and fields without an
  // initialiser would still each cost a definition in every page's initial JS.
  declare private services: Services;
  declare private options: Options;
  declare private module: Promise<Module> | undefined;

  init(services: Services, options: Options): void {
    this.services = services;
    this.options = options;
  }

  /** Imports the real module's code and makes it with i18next's services and options. */
  protected abstract importModule(services: Services, options: Options): Promise<Module>;

  protected load(): Promise<Module> {
    this.module ??= this.importModule(this.services, this.options).catch((error: unknown) => {
      this.module = undefined;
      throw error;
    });
    return this.module;
  }
}
