import type { ReactNode } from 'react';

/**
 * The tinted band that opens every page below the header (PageIntro, PageHero, a model's
 * hero): one look, so the pages read as one site. `className` lays out the column inside it.
 */
export function OpeningBand({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className={`mx-auto max-w-7xl px-4 ${className}`}>{children}</div>
    </section>
  );
}
