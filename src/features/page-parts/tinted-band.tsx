import type { ReactNode } from 'react';

/**
 * A full-width section on the page's tint, which sets it apart from the white sections around
 * it. `labelledBy` names the id of the section's heading (usually a SectionHeading).
 */
export function TintedBand({
  labelledBy,
  spacious = false,
  children,
}: {
  labelledBy: string;
  /** More room above and below on wider screens, for a band that closes a long page. */
  spacious?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className={`mx-auto max-w-7xl px-4 py-16${spacious ? ' sm:py-20' : ''}`}>{children}</div>
    </section>
  );
}
