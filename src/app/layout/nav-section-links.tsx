import { NavLink } from 'react-router';
import { usePageTranslation } from '../../i18n/use-language.ts';
import type { NavLink as NavItem } from './navigation.ts';

/**
 * The links of one section of a navigation group (navigation.ts), as the desktop menus and the
 * mobile panel both list them; each shows them in its own look.
 */
export function NavSectionLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavItem[];
  className?: string;
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
