import { Link } from 'react-router';
import { excerptParts } from './excerpt-parts.ts';
import type { SearchHit } from './search-hits.ts';

/** Figures shown per product: enough to tell models apart without crowding the list. */
const figuresShown = 3;

/** One result: title, family, the excerpt with the matched words marked, key figures. */
export function SearchResultItem({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  const figures = hit.product?.figures.slice(0, figuresShown) ?? [];
  return (
    <li>
      <Link
        to={hit.url}
        onClick={onOpen}
        data-testid="search-result"
        className="block rounded-md px-3 py-2 text-slate-800 no-underline outline-offset-[-2px] hover:bg-slate-100 focus:bg-brand-50 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-brand-800 dark:text-sky-300">{hit.title}</span>
          {hit.product && (
            <span
              data-testid="search-result-family"
              className="text-xs font-medium text-slate-600 dark:text-slate-300"
            >
              {hit.product.family}
            </span>
          )}
        </span>
        <span
          data-testid="search-result-excerpt"
          className="mt-1 block text-sm text-slate-700 dark:text-slate-300"
        >
          {excerptParts(hit.excerpt).map((part, index) =>
            part.marked ? (
              <mark
                key={index}
                className="rounded-sm bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-300/30 dark:text-white"
              >
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </span>
        {figures.length > 0 && (
          <dl
            data-testid="search-result-figures"
            className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600 dark:text-slate-300"
          >
            {figures.map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt>{label}</dt>
                <dd className="font-semibold text-slate-800 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Link>
    </li>
  );
}
