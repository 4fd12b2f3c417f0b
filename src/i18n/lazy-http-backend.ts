import type { BackendModule, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

type HttpBackend = BackendModule<HttpBackendOptions>;

/**
 * i18next-http-backend, loaded on its first read. A prerendered page carries the namespaces it
 * needs, so the first render never reads; the backend's code is only wanted when a navigation or
 * a language switch needs a namespace not in memory. Keeping it out of the initial bundle saves
 * about 3 KB gzip on every first visit (docs/decisions/009-initial-javascript.md).
 *
 * Retries and the parallel-read limit stay with i18next's connector
 * (docs/requirements/languages.md), which calls read() the same way whichever backend answers.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';

  private services?: Services;
  private backendOptions: HttpBackendOptions = {};
  private backend?: Promise<HttpBackend>;

  init(services: Services, backendOptions: HttpBackendOptions): void {
    this.services = services;
    this.backendOptions = backendOptions;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.backend ??= import('i18next-http-backend').then(
      ({ default: Backend }) => new Backend(this.services, this.backendOptions) as HttpBackend,
    );
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // A failed chunk load is retried by the connector like a failed read; the next read
        // tries the import again instead of reusing the rejected promise.
        this.backend = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  }
}
