import { useMemo } from 'react';
import { deferredPart } from '../features/hydration/deferred-part.tsx';
import { useCatalogue } from '../features/catalogue/catalogue-context.tsx';
import { findDrone, payloadsCarriedBy } from '../features/catalogue/catalogue-products.ts';
import { droneTextValues } from '../features/catalogue/product-text.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { usePageRef } from '../routing/use-page-ref.ts';
import { ModelHero } from './model-detail/model-hero.tsx';
import { pageNamespaces } from './page-namespaces.ts';

const ModelFurtherSections = deferredPart(() =>
  import('./model-detail/model-further-sections.tsx').then((module) => module.ModelFurtherSections),
);

/**
 * A model page with every section docs/requirements/pages.md lists, all figures read from the
 * catalogue. The hero hydrates with the page; the sections below it only when the visitor
 * comes near them, so the page's start-up script carries the hero's code alone
 * (docs/decisions/090).
 */
export function ModelDetailPage() {
  const { series, slug } = usePageRef('model');
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const catalogue = useCatalogue();
  const drone = findDrone(catalogue, series, slug);
  if (!drone) throw new Error(`No catalogue entry for ${series}/${slug}.`);
  // Built again only when what they come from changes, so a render of the page that changes
  // neither (a new fragment in the address) does not reach the deferred sections' memo.
  const part = useMemo(
    () => ({
      drone,
      payloads: payloadsCarriedBy(catalogue, drone),
      values: droneTextValues(catalogue, drone, lang, t),
    }),
    [catalogue, drone, lang, t],
  );
  return (
    <>
      <ModelHero {...part} />
      <ModelFurtherSections {...part} />
    </>
  );
}
