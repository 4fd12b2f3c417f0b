import { NavLink } from 'react-router';
import { usePageTranslation } from '../../i18n/use-language.ts';
import type { NavLink as Link } from './navigation.ts';

/**
 * The links of one section of a navigation group, as both the desktop menus and the mobile panel
 * list them: each marked as the current page only on its own path (`end`).
 */
export function NavSectionLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly Link[];
  className: string | undefined;
  linkClassName: string;
}) {
  const { t } = usePageTranslation();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={linkClassName}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
