import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server started by global-setup.ts, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where global-setup.ts's Chromium listens for Playwright clients (fixtures.ts). */
    browserEndpoint: string;
  }
}

/** Absolute URL of a path on the server under test. */
export function siteUrl(path = '/'): string {
  return new URL(path, inject('baseUrl')).href;
}
