import { Link, NavLink } from 'react-router';
import { SearchButton } from '../../features/search/search-button.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileNavigation } from './mobile-navigation.tsx';
import { NavMenu } from './nav-menu.tsx';
import { navigationGroups } from './navigation.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export function SiteHeader() {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const topLinkClass =
    'inline-flex h-10 items-center rounded-md px-3 font-medium text-slate-800 no-underline hover:bg-slate-100 aria-[current=page]:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=page]:text-sky-300';
  return (
    <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-2 px-4 py-3">
        <Link
          to={paths.home(lang)}
          className="mr-auto flex items-center gap-2 font-bold text-brand-800 no-underline dark:text-white"
        >
          <BrandMark />
          <span className="text-lg leading-tight whitespace-nowrap max-sm:sr-only">
            {t('company.shortName')}
          </span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          {navigationGroups(lang).map((group) => (
            <NavMenu key={group.id} group={group} />
          ))}
          <NavLink to={paths.about(lang)} className={topLinkClass}>
            {t('nav.about')}
          </NavLink>
          <NavLink to={paths.contact(lang)} className={topLinkClass}>
            {t('nav.contact')}
          </NavLink>
        </nav>
        <SearchButton />
        <LanguageSwitch />
        <ThemeToggle />
        <MobileNavigation />
      </div>
    </header>
  );
}
