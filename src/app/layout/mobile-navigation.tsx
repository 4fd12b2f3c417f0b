import { NavLink } from 'react-router';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { navigationGroups } from './navigation.ts';
import { NavSectionLinks } from './nav-section-links.tsx';
import { useDisclosure } from './use-disclosure.ts';

/**
 * Below the large breakpoint the header folds every link into one panel behind "Menu". A
 * <details> element, so the menu opens before the page's code has arrived, or without it.
 */
export function MobileNavigation() {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const disclosure = useDisclosure();

  const linkClass =
    'block rounded px-2 py-2 text-slate-800 no-underline hover:bg-slate-100 aria-[current=page]:font-semibold dark:text-slate-100 dark:hover:bg-slate-800';
  return (
    <details ref={disclosure} className="lg:hidden">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center rounded-md border border-slate-300 px-3 font-medium whitespace-nowrap text-slate-800 dark:border-slate-600 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
        {t('nav.menu')}
      </summary>
      <nav
        aria-label={t('nav.main')}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {navigationGroups(lang).map((group) => (
          <div key={group.id} className="mt-4">
            <p className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              {t(group.labelKey)}
            </p>
            {group.sections.map((section, index) => (
              <div key={section.titleKey ?? index} className="mt-1">
                {section.titleKey && (
                  <p className="mt-2 px-2 text-sm font-medium text-slate-700 dark:text-slate-300">
                    {t(section.titleKey)}
                  </p>
                )}
                <NavSectionLinks
                  links={section.links}
                  className={section.titleKey ? 'ml-3' : undefined}
                  linkClassName={linkClass}
                />
              </div>
            ))}
          </div>
        ))}
        <ul className="mt-4 border-t border-slate-200 pt-2 dark:border-slate-700">
          <li>
            <NavLink to={paths.about(lang)} className={linkClass}>
              {t('nav.about')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contact(lang)} className={linkClass}>
              {t('nav.contact')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}
