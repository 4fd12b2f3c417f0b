import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading.tsx';

/**
 * A section of a content page: its heading block (SectionHeading; `id` is the heading's, which
 * labels the section), then what the page puts under it. White unless `tinted`.
 */
export function PageSection({
  tinted,
  spacing = 'py-16',
  children,
  ...heading
}: SectionHeadingProps & {
  /** On a full-width tinted band, set apart from the white sections above and below it. */
  tinted?: boolean;
  /**
   * Room above and below, or above only where the next section brings its own; the sm: step
   * gives the sections of a long page more room on wider screens.
   */
  spacing?: 'py-16' | 'py-16 sm:py-20' | 'pt-16' | 'pt-16 sm:pt-20';
  children: ReactNode;
}) {
  const column = `mx-auto max-w-7xl px-4 ${spacing}`;
  const content = (
    <>
      <SectionHeading {...heading} />
      {children}
    </>
  );
  // A tinted band spans the page, its content in the column; a white section is the column.
  return (
    <section
      aria-labelledby={heading.id}
      className={
        tinted
          ? 'border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40'
          : column
      }
    >
      {tinted ? <div className={column}>{content}</div> : content}
    </section>
  );
}
