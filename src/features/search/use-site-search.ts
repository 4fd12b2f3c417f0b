import { startTransition, useCallback, useEffect, useState } from 'react';
import { catalogueCodes } from '../../generated/product-codes.ts';
import { codeIndex, normaliseQuery } from './normalise-query.ts';
import { pagefindFor, searchInTurn, type PagefindInstance } from './pagefind-client.ts';
import { searchHits, type SearchHit } from './search-hits.ts';

const codes = codeIndex(catalogueCodes);

/** Pages whose details are fetched per search; a few more than hits shown, for listings. */
const pagesRead = 8;
const hitsShown = 10;

export type SiteSearch =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'idle' }
  | { status: 'searching'; hits: SearchHit[] }
  | { status: 'done'; term: string; hits: SearchHit[] };

/**
 * Searches the page's language as the visitor types. Pagefind loads on the first call; each
 * query is normalised (loose product codes) and results that arrive after a newer query was
 * typed are dropped.
 */
export function useSiteSearch(lang: string, query: string): SiteSearch {
  const [engine, setEngine] = useState<{ lang: string; instance: PagefindInstance } | null>(null);
  const [failure, setFailure] = useState<{ attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<{ term: string; hits: SearchHit[] } | null>(null);
  const term = normaliseQuery(query, codes);

  useEffect(() => {
    let current = true;
    pagefindFor(lang).then(
      (instance) => current && setEngine({ lang, instance }),
      () => current && setFailure({ attempt }),
    );
    return () => {
      current = false;
    };
  }, [lang, attempt]);

  const instance = engine?.lang === lang ? engine.instance : undefined;
  useEffect(() => {
    if (!instance || term === '') return;
    let current = true;
    searchInTurn(instance, term, pagesRead, () => current).then(
      (pages) => {
        // A transition, so that React yields while it renders the list: the next keystroke,
        // often already there, is answered first rather than after 20–35 ms at 4× CPU.
        if (pages && current)
          startTransition(() => setResults({ term, hits: searchHits(pages, hitsShown, term) }));
      },
      () => current && setFailure({ attempt }),
    );
    return () => {
      current = false;
    };
  }, [instance, term, attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((previous) => previous + 1);
  }, []);

  if (failure?.attempt === attempt) return { status: 'failed', retry };
  if (!instance) return { status: 'loading' };
  if (term === '') return { status: 'idle' };
  if (results?.term !== term) return { status: 'searching', hits: results?.hits ?? [] };
  return { status: 'done', term, hits: results.hits };
}
