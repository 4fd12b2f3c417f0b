import type { BackendModule, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { LazyI18nextModule } from './lazy-i18next-module.ts';

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
export class LazyHttpBackend
  extends LazyI18nextModule<HttpBackendOptions, HttpBackend>
  implements BackendModule<HttpBackendOptions>
{
  static readonly type = 'backend';
  readonly type = 'backend';

  protected async importModule(services: Services, options: HttpBackendOptions) {
    const { default: Backend } = await import('i18next-http-backend');
    return new Backend(services, options) as HttpBackend;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      // A failed chunk load is retried by the connector like a failed read.
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}
