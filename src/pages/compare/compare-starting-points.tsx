import type { Ref } from 'react';
import { Link } from 'react-router';
import type { CategorySlug } from '../../catalogue/categories.ts';
import { compareLimit } from '../../features/catalogue/listing-url.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { pageNamespaces } from '../page-namespaces.ts';

const startingPoints: CategorySlug[] = [
  'vtol',
  'multirotor',
  'tandem',
  'Payloads',
  'GroundStation',
];

/**
 * What the comparison shows with nothing chosen: how to choose, and the listings to choose
 * from. `ref` is its text, which takes the focus when the last product is removed.
 */
export function CompareStartingPoints({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.compare);
  return (
    <div>
      <p ref={ref} tabIndex={-1} className="text-lg text-slate-800 dark:text-slate-200">
        {t('catalogue:compare.empty', { max: compareLimit })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {startingPoints.map((category) => (
          <li key={category}>
            <Link
              to={paths.category(lang, category)}
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 font-semibold no-underline hover:bg-brand-50 dark:border-sky-300 dark:hover:bg-slate-800"
            >
              {t(`common:categories.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
