import { usePageTranslation } from '../../i18n/use-language.ts';
import { NameForScreenReaders } from '../page-parts/name-for-screen-readers.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * A product card's "Compare" box. Comparing needs the app, so the box is disabled until the
 * page has hydrated, and not offered at all to a browser without JavaScript; enabling it
 * re-renders this box alone, not the card around it.
 */
export function CompareToggle({
  name,
  checked,
  onToggle,
}: {
  /** The product's name, said to screen readers after "Compare". */
  name: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = usePageTranslation('catalogue');
  const hydrated = useHydrated();
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 noscript:hidden has-disabled:cursor-not-allowed has-disabled:opacity-70 dark:text-slate-100">
      <input
        type="checkbox"
        data-testid="compare-toggle"
        checked={checked}
        disabled={!hydrated}
        onChange={onToggle}
        className="size-5 accent-brand-700 dark:accent-sky-300"
      />
      {t('listing.compareLabel')}
      <NameForScreenReaders name={name} />
    </label>
  );
}
