// Decap's store module ships without types; src/admin/decap-store.ts gives it the ones it uses.
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: unknown;
}
