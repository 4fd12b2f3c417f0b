/** The heading block that opens a page section: a short label, the h2 and an optional lead. */
export interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-sky-300">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
    </div>
  );
}
