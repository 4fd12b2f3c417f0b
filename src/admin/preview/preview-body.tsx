import { NewsCard } from '../../features/home/news-card.tsx';
import { ModelDetailPage } from '../../pages/model-detail-page.tsx';
import { SolutionPage } from '../../pages/solution-page.tsx';
import type { PreviewedData } from './editor-entry.ts';
import { PreviewListingCard } from './preview-listing-card.tsx';
import { pageOf } from './preview-pages.ts';
import { showInSiteData } from './site-data.ts';

/** The site's page and card for the entry, as the site's components render them. */
export function PreviewBody({
  data,
  fileName,
  assetUrl,
}: {
  data: PreviewedData;
  /** The entry's file, '' while it is new: the published entry it stands in for. */
  fileName: string;
  assetUrl: (image: string) => string;
}) {
  // The pages below read the catalogue's modules as they render, right after this.
  showInSiteData(data, fileName, assetUrl);
  const page = pageOf(data);
  return (
    <main>
      {page?.kind === 'model' && <ModelDetailPage />}
      {page?.kind === 'solution' && <SolutionPage />}
      {data.kind === 'news' && (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <ol data-testid="news-list">
            <li>
              <NewsCard item={data.item} />
            </li>
          </ol>
        </div>
      )}
      <PreviewListingCard data={data} />
    </main>
  );
}
