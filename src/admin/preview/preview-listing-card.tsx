import { ProductCard } from '../../features/catalogue/product-card.tsx';
import type { PreviewedData } from './editor-entry.ts';
import { cardOf } from './preview-pages.ts';

/** The entry's card as its listing shows it, below its page when it has one. */
export function PreviewListingCard({ data }: { data: PreviewedData }) {
  const card = cardOf(data);
  if (!card) return null;
  return (
    <section
      aria-label="Listing card"
      data-testid="preview-card"
      className="border-t border-slate-200 bg-slate-50 px-4 py-10 dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="mx-auto grid grid-cols-1 max-w-xl gap-6">
        <ProductCard
          product={card.product}
          listing={card.listing}
          comparing={false}
          onToggleCompare={() => {}}
          priority
        />
      </ul>
    </section>
  );
}
