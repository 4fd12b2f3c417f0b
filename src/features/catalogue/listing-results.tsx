import type { CategorySlug } from '../../catalogue/categories.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import type { CatalogueProduct } from './catalogue-products.ts';
import { ProductCard } from './product-card.tsx';

/** A listing's products that pass its filters, a card each, or the word that none does. */
export function ListingResults({
  shown,
  listing,
  selected,
  onToggleCompare,
}: {
  shown: readonly CatalogueProduct[];
  listing: CategorySlug;
  /** The products chosen for comparison. */
  selected: readonly string[];
  onToggleCompare: (slug: string) => void;
}) {
  const { t } = usePageTranslation(['catalogue', 'common']);
  if (shown.length === 0) {
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-600 dark:text-slate-300">
        {t('listing.noResults')}
      </p>
    );
  }
  return (
    <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((product, index) => (
        <ProductCard
          key={product.slug}
          product={product}
          listing={listing}
          // The first card only: docs/decisions/063-one-eager-drawing.md.
          priority={index === 0}
          comparing={selected.includes(product.slug)}
          onToggleCompare={onToggleCompare}
        />
      ))}
    </ul>
  );
}
