import { ProductPicture, cardImageSizes } from '../../features/catalogue/product-picture.tsx';
import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { modelProduct, type ModelPartProps } from './model-part.ts';

/** The model's video, offered through the sales team. */
export function ModelVideo({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  const product = modelProduct(drone);
  return (
    <ModelSection id="video" title={t('model.watchVideo')}>
      <div className="mt-6 grid items-center gap-8 rounded-lg border border-slate-200 p-6 md:grid-cols-2 dark:border-slate-700">
        <div className="relative">
          <ProductPicture product={product} sizes={cardImageSizes} className="opacity-90" />
          <span
            aria-hidden="true"
            className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-brand-700 text-2xl text-white shadow-lg dark:bg-sky-300 dark:text-slate-950"
          >
            ▶
          </span>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('model.videoTitle', values)}
          </h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('model.videoText', values)}</p>
          <div className="mt-4">
            <ContactSalesLink
              prefill={{ product: drone.slug, intent: 'sales', document: 'video' }}
              variant="secondary"
            >
              {t('model.watchVideo')}
            </ContactSalesLink>
          </div>
        </div>
      </div>
    </ModelSection>
  );
}
