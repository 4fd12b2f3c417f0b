/**
 * negotiator 1.x. DefinitelyTyped stops at 0.6, which lacks the `preferred` tie-breaker of
 * `encodings`; this declares only what the server calls.
 */
declare module 'negotiator' {
  type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

  class Negotiator {
    constructor(request: { headers: Headers });
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
    languages(available?: readonly string[]): string[];
    mediaTypes(available?: readonly string[]): string[];
  }

  export = Negotiator;
}
