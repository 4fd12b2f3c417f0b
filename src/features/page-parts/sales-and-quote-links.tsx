import { usePageTranslation } from '../../i18n/use-language.ts';
import { ContactSalesLink } from './contact-sales-link.tsx';

/**
 * The two ways to the sales team that a page's hero or closing band offers: a talk with sales,
 * or a quote, each opening the contact form with its intent chosen, and the product where the
 * page is about one. A page may word the quote button its own way.
 */
export function SalesAndQuoteLinks({
  product,
  quoteLabel,
}: {
  /** The slug of the product the page is about. */
  product?: string;
  quoteLabel?: string;
}) {
  const { t } = usePageTranslation();
  return (
    <>
      <ContactSalesLink prefill={{ product, intent: 'sales' }}>
        {t('cta.contactSales')}
      </ContactSalesLink>
      <ContactSalesLink prefill={{ product, intent: 'quote' }} variant="secondary">
        {quoteLabel ?? t('cta.requestQuote')}
      </ContactSalesLink>
    </>
  );
}
