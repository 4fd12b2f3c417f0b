import { useCatalogue } from '../features/catalogue/catalogue-context.tsx';
import { findDrone, payloadsCarriedBy } from '../features/catalogue/catalogue-products.ts';
import { droneTextValues } from '../features/catalogue/product-text.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { usePageRef } from '../routing/use-page-ref.ts';
import { ModelContactBanner } from './model-detail/model-contact-banner.tsx';
import { ModelDownloads } from './model-detail/model-downloads.tsx';
import { ModelFaq } from './model-detail/model-faq.tsx';
import { ModelHero } from './model-detail/model-hero.tsx';
import { ModelKeyFeatures } from './model-detail/model-key-features.tsx';
import { ModelOptionalPayloads } from './model-detail/model-optional-payloads.tsx';
import { ModelPhotos } from './model-detail/model-photos.tsx';
import { ModelReadyCta } from './model-detail/model-ready-cta.tsx';
import { ModelSpecifications } from './model-detail/model-specifications.tsx';
import { ModelVideo } from './model-detail/model-video.tsx';
import { pageNamespaces } from './page-namespaces.ts';

/**
 * A model page with every section docs/requirements/pages.md lists, all figures read from the
 * catalogue. Each section is a component of its own, so hydration, which yields to the browser
 * between components, never renders the whole page in one task (docs/decisions/022).
 */
export function ModelDetailPage() {
  const { series, slug } = usePageRef('model');
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const catalogue = useCatalogue();
  const drone = findDrone(catalogue, series, slug);
  if (!drone) throw new Error(`No catalogue entry for ${series}/${slug}.`);
  const part = {
    drone,
    payloads: payloadsCarriedBy(catalogue, drone),
    values: droneTextValues(catalogue, drone, lang, t),
  };
  return (
    <>
      <ModelHero {...part} />
      <ModelContactBanner {...part} />
      <ModelKeyFeatures {...part} />
      <ModelPhotos {...part} />
      <ModelSpecifications {...part} />
      <ModelVideo {...part} />
      <ModelOptionalPayloads {...part} />
      <ModelDownloads {...part} />
      <ModelFaq {...part} />
      <ModelReadyCta {...part} />
    </>
  );
}
