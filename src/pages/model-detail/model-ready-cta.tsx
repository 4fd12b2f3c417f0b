import { CtaBand } from '../../features/page-parts/cta-band.tsx';
import { SalesAndQuoteLinks } from '../../features/page-parts/sales-and-quote-links.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';

/** The page's last word, the closing band of every page: contact sales or ask for a quote. */
export function ModelReadyCta({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <CtaBand heading={t('model.readyTitle')} text={t('model.readyText', values)} testId="ready-cta">
      <SalesAndQuoteLinks product={drone.slug} />
    </CtaBand>
  );
}
