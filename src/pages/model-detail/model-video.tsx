import { Suspense, use } from 'react';
import { videosIn, type ProductVideo } from '../../catalogue/product-videos.ts';
import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';
import type * as VideoListModule from './model-video-list.tsx';

/*
 * The list of videos is a chunk of its own: most model pages have no video in their language,
 * and their initial JS is at its budget. The prerender loads it before rendering (entry-server),
 * so a page with videos has them in its HTML, whole. In the browser the list suspends until its
 * chunk has arrived, and React keeps the prerendered markup meanwhile, then hydrates it. (A
 * React.lazy would suspend in the prerender too, which then writes the list apart from the page
 * with an inline script to move it in place: a script the CSP refuses.)
 */
type ModelVideoListModule = typeof VideoListModule;
let videoList: ModelVideoListModule | undefined;
let loadingVideoList: Promise<ModelVideoListModule> | undefined;

export function loadModelVideoList(): Promise<ModelVideoListModule> {
  loadingVideoList ??= import('./model-video-list.tsx').then((module) => (videoList = module));
  return loadingVideoList;
}

function ModelVideoList({ videos }: { videos: readonly ProductVideo[] }) {
  const { ModelVideoList: List } = videoList ?? use(loadModelVideoList());
  return <List videos={videos} />;
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
      {videos.length > 0 ? (
        <Suspense>
          <ModelVideoList videos={videos} />
        </Suspense>
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
