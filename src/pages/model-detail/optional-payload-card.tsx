import { Link } from 'react-router';
import type { Payload } from '../../catalogue/payloads.ts';
import { paths } from '../../routing/paths.ts';
import { cardImageSizes, ProductPicture } from '../../features/catalogue/product-picture.tsx';
import { useCatalogue } from '../../features/catalogue/catalogue-context.tsx';
import { productTextValues } from '../../features/catalogue/product-text.ts';
import { payloadFitRows } from '../../features/catalogue/payload-fit-rows.ts';
import { SpecList } from '../../features/catalogue/spec-list.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { QuoteLink } from '../../features/page-parts/quote-link.tsx';
import type { ModelPartProps } from './model-part.ts';

/** A payload the model carries: what it is, what it weighs and carries on this aircraft. */
export function OptionalPayloadCard({
  drone,
  payload,
  values,
}: Pick<ModelPartProps, 'drone' | 'values'> & { payload: Payload }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const catalogue = useCatalogue();
  const product = { family: 'payloads', slug: payload.slug, payload } as const;
  const name = t(`payloads.${payload.slug}.name`);
  const figures = payloadFitRows(drone, payload, values, lang, t);
  return (
    <li
      data-testid="optional-payload"
      className="flex flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
    >
      <ProductPicture
        product={product}
        sizes={cardImageSizes}
        className="rounded-t-lg border-b border-slate-100 dark:border-slate-800"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={paths.productInListing(lang, payload.category, payload.slug)}>{name}</Link>
        </h3>
        <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t(`common:categories.${payload.category}`)}
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t(`payloads.${payload.slug}.summary`, productTextValues(catalogue, product, lang, t))}
        </p>
        <div className="mt-3" data-testid="payload-on-aircraft">
          <SpecList rows={figures} />
        </div>
        <div className="mt-auto pt-4">
          <QuoteLink slug={payload.slug} name={name} label={t('model.requestPayloadQuote')} />
        </div>
      </div>
    </li>
  );
}
