import { videosIn, type ProductVideo } from '../../catalogue/product-videos.ts';
import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { EmbeddedVideoFacade } from './embedded-video-facade.tsx';
import type { ModelPartProps } from './model-part.ts';
import { SelfHostedVideo } from './self-hosted-video.tsx';

function isEmbed(video: ProductVideo): video is ProductVideo & { embedId: string } {
  return video.source !== 'file' && video.embedId !== undefined;
}

/**
 * The model's videos in the page's language; where it has none, a word that sales have one,
 * with a link to ask them and nothing that looks like a player.
 */
export function ModelVideo({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  const videos = videosIn(drone, useLanguage());
  return (
    <ModelSection id="video" title={t('model.watchVideo')}>
      {videos.length === 0 ? (
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
      ) : (
        <ul className="mt-6 grid gap-8 md:grid-cols-2">
          {videos.map((video) => (
            <li key={video.mp4 ?? video.embedId}>
              {isEmbed(video) ? (
                <EmbeddedVideoFacade video={video} />
              ) : (
                <figure>
                  <SelfHostedVideo video={video} />
                  <figcaption className="mt-2 font-semibold text-slate-900 dark:text-white">
                    {video.title}
                  </figcaption>
                </figure>
              )}
            </li>
          ))}
        </ul>
      )}
    </ModelSection>
  );
}
