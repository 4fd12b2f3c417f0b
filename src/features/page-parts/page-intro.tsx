import type { ReactNode } from 'react';
import { OpeningBand } from './opening-band.tsx';

/** The top band of a page: optional breadcrumbs, the page's one h1, and its lead paragraph. */
export function PageIntro({
  heading,
  lead,
  breadcrumbs,
  children,
}: {
  heading: string;
  lead: string;
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <OpeningBand className="py-10 sm:py-14">
      {breadcrumbs}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white">
        {heading}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{lead}</p>
      {children}
    </OpeningBand>
  );
}
