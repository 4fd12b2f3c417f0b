/*
 * The translation namespaces each screen reads, as its kind declares them in the page registry
 * (src/routing/page-kinds.ts), which the route table loads before the page shows. Computed
 * there, beside the registry the route table loads at start-up, so the screens share it
 * rather than each page downloading a module of its own for it.
 */
export { pageNamespaces } from '../routing/page-kinds.ts';
