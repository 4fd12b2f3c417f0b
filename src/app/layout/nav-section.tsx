import { NavLink } from 'react-router';
import { usePageTranslation } from '../../i18n/use-language.ts';
import type { NavGroup } from './navigation.ts';

/**
 * One section of a navigation group, as both the desktop menus and the mobile panel show it,
 * each in its own look: its title, when it has one, over its links, each link marked as the
 * current page only on its own path (`end`).
 */
export function NavSection({
  section,
  className,
  titleClassName,
  listClassName,
  linkClassName,
}: {
  section: NavGroup['sections'][number];
  className?: string;
  titleClassName: string;
  listClassName: string | undefined;
  linkClassName: string;
}) {
  const { t } = usePageTranslation();
  return (
    <div className={className}>
      {section.titleKey && <p className={titleClassName}>{t(section.titleKey)}</p>}
      <ul className={listClassName}>
        {section.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={linkClassName}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
