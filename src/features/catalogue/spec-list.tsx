import { Link } from 'react-router';

export interface SpecRow {
  key: string;
  label: string;
  value: string;
  /** A figure given on request links to sales. */
  href?: string;
}

/**
 * A label and its value side by side, or the value under its label (its `dd` takes `ms-auto`)
 * where the list, a `@container`, is narrow for its text: a phone with the browser's text at
 * twice its size (decision 093).
 */
export const labelValueRow = 'flex flex-wrap justify-between gap-x-4 @min-[12em]:flex-nowrap';

/**
 * Labelled figures as a description list. `columns` lays a long list out in two columns on
 * wide screens; the reading order stays label, value, label, value.
 */
export function SpecList({
  rows,
  columns = 1,
  testId,
}: {
  rows: readonly SpecRow[];
  columns?: 1 | 2;
  testId?: string;
}) {
  return (
    <dl
      data-testid={testId}
      className={`@container grid grid-cols-1 gap-x-8 text-sm ${columns === 2 ? 'sm:grid-cols-2' : ''}`}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          data-spec={row.key}
          className={`${labelValueRow} border-b border-slate-200 py-2 dark:border-slate-700`}
        >
          <dt className="text-slate-700 dark:text-slate-300">{row.label}</dt>
          <dd className="ms-auto text-right font-medium text-slate-900 dark:text-white">
            {row.href ? <Link to={row.href}>{row.value}</Link> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
