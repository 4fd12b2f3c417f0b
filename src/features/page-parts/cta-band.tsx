import type { ReactNode } from 'react';

/**
 * The closing call to action of a page: why to talk to sales, and the buttons that lead to the
 * contact page (ContactSalesLink).
 */
export function CtaBand({
  heading,
  text,
  testId,
  children,
}: {
  heading: string;
  text: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cta-heading"
      data-testid={testId}
      className="mx-auto max-w-7xl px-4 py-16"
    >
      <div className="rounded-2xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10 dark:bg-slate-900 dark:ring-slate-800">
        <div className="max-w-2xl">
          <h2
            id="cta-heading"
            className="text-2xl font-bold tracking-tight text-brand-900 dark:text-white"
          >
            {heading}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{text}</p>
        </div>
        <div className="mt-6 flex shrink-0 flex-wrap gap-3 lg:mt-0">{children}</div>
      </div>
    </section>
  );
}
