import { usePageTranslation } from '../../i18n/use-language.ts';
import type { NavGroup } from './navigation.ts';
import { NavSectionLinks } from './nav-section-links.tsx';
import { useDisclosure } from './use-disclosure.ts';

/**
 * A menu of the desktop header. A <details> element, so its links are reachable before the
 * page's code has arrived, or without it; useDisclosure adds the closing visitors expect.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const { t } = usePageTranslation();
  const disclosure = useDisclosure();
  return (
    <details ref={disclosure} className="relative">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        {t(group.labelKey)}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <div className="absolute top-full left-0 z-40 mt-2 w-max min-w-56 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <div className="flex gap-8">
          {group.sections.map((section, index) => (
            <div key={section.titleKey ?? index}>
              {section.titleKey && (
                <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {t(section.titleKey)}
                </p>
              )}
              <NavSectionLinks
                links={section.links}
                className="space-y-1"
                linkClassName="block rounded px-2 py-1 text-slate-800 no-underline hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=page]:text-sky-300"
              />
            </div>
          ))}
        </div>
      </div>
    </details>
  );
}
