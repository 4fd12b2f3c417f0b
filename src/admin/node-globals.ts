/*
 * Decap sets `global` for its TOML parser as the first thing it runs (its lib/polyfill). The
 * refusal banner reads Decap's store from the module that creates it (decap-store.ts), which
 * the bundler may evaluate, with that parser, before Decap's own first line: so `global` is set
 * here, by the editor's first import.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;

export {};
