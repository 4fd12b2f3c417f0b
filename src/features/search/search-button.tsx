import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { useHydrated } from '../catalogue/use-hydrated.ts';
import type { SearchDialog } from './search-dialog.tsx';
import { SearchIcon } from './search-icon.tsx';
import { SearchUnavailableNotice } from './search-unavailable-notice.tsx';

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The header's search control, also opened with "/" (outside text fields) or Ctrl/⌘+K. It only
 * works once the page has hydrated, so until then it keeps its place in the header (no layout
 * shift when it appears) but is invisible, out of the tab order and of the accessibility tree:
 * without JavaScript, search is not offered.
 */
export function SearchButton() {
  const { t } = usePageTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<{ Component: typeof SearchDialog } | null>(null);
  // What the visitor types between opening search and the dialog taking focus (its code and
  // words load on first use): null when nothing is waiting for the dialog.
  const typedAhead = useRef<string | null>(null);
  const takeTypedAhead = useCallback(() => {
    const typed = typedAhead.current ?? '';
    typedAhead.current = null;
    return typed;
  }, []);

  // The dialog, Pagefind and the index load when the visitor first opens search, never before.
  // Imported by hand rather than with React.lazy: a chunk that fails to load (offline) must not
  // reach the page's error screen. A notice says so until the visitor closes it or presses
  // again; the next press imports again, though a browser from before whatwg/html#10327 fetches
  // a failed chunk only after a new load of the page, which the notice advises (decision 106).
  // Its texts are read at every render, so that the page's HTML carries them for when the
  // network is gone.
  const [unavailable, setUnavailable] = useState(false);
  const unavailableText = t('search.unavailable');
  const dismissText = t('search.dismiss');
  const openSearch = useCallback(() => {
    typedAhead.current ??= '';
    setUnavailable(false);
    setOpen(true);
    import('./search-dialog.tsx').then(
      (module) => setDialog((loaded) => loaded ?? { Component: module.SearchDialog }),
      () => {
        typedAhead.current = null;
        setOpen(false);
        setUnavailable(true);
      },
    );
  }, []);

  // Captures keys while the dialog is on its way, so "/" followed at once by "vt30" searches for
  // "vt30" rather than losing the letters typed before the field existed.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typedAhead.current === null || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
      else if ([...event.key].length === 1) typedAhead.current += event.key;
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) ||
        (event.key === '/' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !isTypingTarget(event.target));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        data-testid="search-open"
        onClick={openSearch}
        className={`inline-flex size-10 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${hydrated ? '' : 'invisible'}`}
      >
        <span className="sr-only">{t('search.open')}</span>
        <SearchIcon />
      </button>
      {unavailable && (
        <SearchUnavailableNotice
          message={unavailableText}
          dismiss={dismissText}
          onDismiss={() => setUnavailable(false)}
        />
      )}
      {dialog && (
        <dialog.Component
          open={open}
          takeTypedAhead={takeTypedAhead}
          onClose={() => {
            typedAhead.current = null;
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
