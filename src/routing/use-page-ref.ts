import { useMatches } from 'react-router';
import type { PageRef } from './site-pages.ts';

/** What every page route's handle carries (the route table in app/routes.tsx adds more). */
export interface PageRefHandle {
  page: PageRef;
}

/** The route-table entry of the page being rendered. */
export function usePageRef<Kind extends PageRef['kind']>(
  kind: Kind,
): Extract<PageRef, { kind: Kind }> {
  const handle = useMatches().at(-1)?.handle as PageRefHandle | undefined;
  if (handle?.page.kind !== kind) {
    throw new Error(
      `This screen expects a "${kind}" page but the route says "${handle?.page.kind}".`,
    );
  }
  return handle.page as Extract<PageRef, { kind: Kind }>;
}
