import { videosIn } from '../../catalogue/product-videos.ts';
import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';
import { ModelVideoList } from './model-video-list.tsx';

/**
 * The model's videos in the page's language; where it has none, a word that sales have one,
 * with a link to ask them and nothing that looks like a player.
 */
export function ModelVideo({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  const videos = videosIn(drone, useLanguage());
  return (
    <ModelSection id="video" title={t('model.watchVideo')}>
      {videos.length > 0 ? (
        <ModelVideoList videos={videos} />
      ) : (
        <div className="mt-6 rounded-lg border border-slate-200 p-6 dark:border-slate-700">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('model.videoTitle', values)}
          </h3>
          <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
            {t('model.videoFromSales', values)}
          </p>
          <div className="mt-4">
            <ContactSalesLink
              prefill={{ product: drone.slug, intent: 'sales', document: 'video' }}
              variant="secondary"
            >
              {t('model.askForVideo')}
            </ContactSalesLink>
          </div>
        </div>
      )}
    </ModelSection>
  );
}
