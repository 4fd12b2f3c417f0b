import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { SearchIcon } from './search-icon.tsx';
import { SearchResultItem } from './search-result-item.tsx';
import { useSiteSearch, type SiteSearch } from './use-site-search.ts';

function statusText(search: SiteSearch, query: string, t: TFunction): string {
  switch (search.status) {
    case 'loading':
      return t('loading');
    case 'failed':
      return t('common:search.unavailable');
    case 'idle':
      return '';
    // While the next query runs, the count still describes the list on screen: announcing
    // "searching" on every keystroke would only chatter.
    case 'searching':
      return search.hits.length > 0 ? t('resultCount', { count: search.hits.length }) : '';
    // "No results" is announced too; the list's place shows it with what to try instead.
    case 'done':
      return search.hits.length > 0
        ? t('resultCount', { count: search.hits.length })
        : t('noResults', { query: query.trim() });
  }
}

/**
 * The search dialog: a native modal <dialog>, so the page behind is inert (focus stays inside)
 * and Escape closes it; the browser returns focus to the search button. Results come as the
 * visitor types; the arrow keys move between the input and the results, Enter opens one.
 */
export function SearchDialog({
  open,
  onClose,
  takeTypedAhead,
}: {
  open: boolean;
  onClose: () => void;
  /** What the visitor typed while the dialog was loading; it becomes the query. */
  takeTypedAhead: () => string;
}) {
  const lang = useLanguage();
  // The dialog's words come with it, on first use; it opens once they are there.
  const { t, ready } = usePageTranslation('search');
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const search = useSiteSearch(lang, query);
  const hits = search.status === 'done' || search.status === 'searching' ? search.hits : [];
  const noResults = search.status === 'done' && hits.length === 0;
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && ready && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      const typed = takeTypedAhead();
      // The type-ahead buffer is outside React and only complete now that the field has focus;
      // this render happens once per opening, not per keystroke.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (typed) setQuery(typed);
      else inputRef.current?.select();
    } else if (!open && dialog.open) dialog.close();
  }, [open, ready, takeTypedAhead]);

  const close = () => dialogRef.current?.close();

  /**
   * Tab wraps around inside the dialog: a modal <dialog> makes the page inert but would let
   * focus leave for the browser's own controls. Arrow keys move focus input → results → … and
   * back up to the input. Escape closes.
   */
  const onKeyDown = (event: React.KeyboardEvent) => {
    // A search field would spend the first Escape on clearing itself; one Escape closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      const focusable = [
        ...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? []),
      ];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = current + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const first = hits[0];
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      data-testid="search-dialog"
      className="mx-auto mt-[8vh] max-h-[84vh] w-[calc(100vw-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl open:flex backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 p-3 dark:border-slate-700">
        <h2 id={titleId} className="sr-only">
          {t('title')}
        </h2>
        <label htmlFor={inputId} className="sr-only">
          {t('label')}
        </label>
        <SearchIcon className="ml-1 shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          data-testid="search-input"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the field opens the first result, as in most site searches.
            if (event.key !== 'Enter' || !first || event.nativeEvent.isComposing) return;
            event.preventDefault();
            close();
            void navigate(first.url);
          }}
          className="min-w-0 flex-1 rounded-md bg-transparent px-2 py-2 text-base outline-offset-2 placeholder:text-slate-500 dark:placeholder:text-slate-400"
        />
        <button
          type="button"
          onClick={close}
          className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('close')}
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {t('hint')}
      </p>
      <div
        aria-busy={search.status === 'loading' || search.status === 'searching'}
        data-testid="search-body"
        className="overflow-y-auto p-2"
      >
        <p
          role="status"
          data-testid="search-status"
          className={`px-3 py-1 text-sm text-slate-600 empty:hidden dark:text-slate-300 ${noResults ? 'sr-only' : ''}`}
        >
          {statusText(search, query, t)}
        </p>
        {search.status === 'failed' && (
          <button
            type="button"
            onClick={search.retry}
            className="mx-3 my-2 rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
          >
            {t('retry')}
          </button>
        )}
        {hits.length > 0 && (
          <ul ref={listRef} data-testid="search-results" className="space-y-1">
            {hits.map((hit) => (
              <SearchResultItem key={hit.url} hit={hit} onOpen={close} />
            ))}
          </ul>
        )}
        {noResults && (
          <div data-testid="search-no-results" className="px-3 py-4">
            <p className="font-semibold">{t('noResults', { query: query.trim() })}</p>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('noResultsHelp')}</p>
            <p className="mt-4 flex flex-wrap gap-3">
              <Link to={paths.products(lang)} onClick={close} className="font-semibold">
                {t('browseProducts')}
              </Link>
              <Link
                to={paths.contact(lang, { intent: 'sales' })}
                onClick={close}
                className="font-semibold"
              >
                {t('contactSales')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </dialog>
  );
}
