import { categories, type Family } from '../../catalogue/categories.ts';
import type { Language } from '../../i18n/languages.ts';
import { paths } from '../../routing/paths.ts';
import { solutions } from '../../routing/site-pages.ts';

export interface NavLink {
  /** Key in common.json. */
  labelKey: string;
  to: string;
}

export interface NavGroup {
  id: 'solutions' | 'products';
  labelKey: string;
  sections: { titleKey?: string; links: NavLink[] }[];
}

const familyOrder: Family[] = ['drones', 'payloads', 'groundStations'];

/** The header's menus, built from the route builders and the catalogue's listings. */
export function navigationGroups(lang: Language): NavGroup[] {
  return [
    {
      id: 'solutions',
      labelKey: 'nav.solutions',
      sections: [
        {
          links: solutions.map((solution) => ({
            labelKey: `solutions.${solution}`,
            to: paths.solution(lang, solution),
          })),
        },
      ],
    },
    {
      id: 'products',
      labelKey: 'nav.products',
      sections: [
        {
          links: [
            { labelKey: 'nav.productsOverview', to: paths.products(lang) },
            { labelKey: 'nav.missionFinder', to: paths.finder(lang) },
          ],
        },
        ...familyOrder.map((family) => ({
          titleKey: `families.${family}`,
          links: categories
            .filter((category) => category.family === family)
            .map((category) => ({
              labelKey: `categories.${category.slug}`,
              to: paths.category(lang, category.slug),
            })),
        })),
      ],
    },
  ];
}
