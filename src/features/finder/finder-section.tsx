import type { ReactNode } from 'react';

/** A part of the finder's page under an h2 of its own: the ranking, or the table of figures. */
export function FinderSection({
  id,
  heading,
  className,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: string;
  /** The room above it. */
  className: 'mt-10' | 'mt-12';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      {children}
    </section>
  );
}
