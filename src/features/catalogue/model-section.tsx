import type { ReactNode } from 'react';

/** A titled band of a model page; `tinted` alternates the background. */
export function ModelSection({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={`section-${id}`}
      className={tinted ? 'bg-slate-50 dark:bg-slate-900' : ''}
    >
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
