import { Link } from 'react-router';
import { labelValueRow } from '../page-parts/label-value-row.ts';

export interface SpecRow {
  key: string;
  label: string;
  value: string;
  /** A figure given on request links to sales. */
  href?: string;
}

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
