import { usePageTranslation } from '../../i18n/use-language.ts';
import { ContactSalesLink } from './contact-sales-link.tsx';
import { NameForScreenReaders } from './name-for-screen-readers.tsx';

/**
 * "Request a quote" for one product of several on a page: the contact form opens with the
 * product and the quote chosen, and a screen reader hears which product. A page may word the
 * button its own way.
 */
export function QuoteLink({ slug, name, label }: { slug: string; name: string; label?: string }) {
  const { t } = usePageTranslation();
  return (
    <ContactSalesLink prefill={{ product: slug, intent: 'quote' }} variant="secondary">
      {label ?? t('cta.requestQuote')}
      <NameForScreenReaders name={name} />
    </ContactSalesLink>
  );
}
