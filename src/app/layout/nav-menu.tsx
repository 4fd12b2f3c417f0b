import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { usePageTranslation } from '../../i18n/use-language.ts';
import type { NavGroup } from './navigation.ts';

/** A disclosure menu of the desktop header: opens on click, closes on Escape or focus leaving. */
export function NavMenu({ group }: { group: NavGroup }) {
  const { t } = usePageTranslation();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it by itself after a navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('click', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenOn(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {t(group.labelKey)}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-2 w-max min-w-56 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex gap-8">
          {group.sections.map((section, index) => (
            <div key={section.titleKey ?? index}>
              {section.titleKey && (
                <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {t(section.titleKey)}
                </p>
              )}
              <ul className="space-y-1">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end
                      className="block rounded px-2 py-1 text-slate-800 no-underline hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=page]:text-sky-300"
                    >
                      {t(link.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
