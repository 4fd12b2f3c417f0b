import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  href: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs whose tabs are links to "?tab=…": before hydration a tab loads its URL like
 * any link; after it, arrow keys, Home and End move between tabs and select them, and the URL
 * follows so a tab can be shared and the back button returns to it. A browser without
 * JavaScript, which the static page cannot answer by its query, shows every panel, one after
 * the other under its own heading, and no tabs.
 */
export function ProductTabs<Id extends string>({
  tabs,
  current,
  label,
  onSelect,
}: {
  tabs: readonly TabDefinition<Id>[];
  current: Id;
  label: string;
  onSelect: (id: Id) => void;
}) {
  const refs = useRef(new Map<Id, HTMLAnchorElement>());
  const move = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-slate-200 noscript:hidden dark:border-slate-700"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <Link
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              to={tab.href}
              replace
              preventScrollReset
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                onSelect(tab.id);
              }}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 py-2 font-semibold no-underline ${
                selected
                  ? 'border-brand-700 text-brand-800 dark:border-sky-300 dark:text-white'
                  : 'border-transparent text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-sky-300'
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          className={`pt-8 focus:outline-none focus-visible:outline-3 ${tab.id === current ? '' : 'hidden noscript:block'}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
