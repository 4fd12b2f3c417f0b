import type { TFunction } from 'i18next';
import type { ContactDocument } from '../../routing/paths.ts';
import { droneModels } from '../../catalogue/drone-models.ts';

/**
 * The name a product is printed under, for text a person reads: "ZS-VT15" where the URL and
 * the form's product field carry the slug "zs-VT15". Documents are offered on model pages
 * only, so a slug that names no model is shown as it came.
 */
export function productDisplayName(slug: string): string {
  return droneModels.find((model) => model.slug === slug)?.name ?? slug;
}

/**
 * The subject a download or video button fills in ("Brochure for ZS-VT15"). `t` reads the
 * contactForm namespace in the page's language.
 */
export function documentRequestSubject(
  document: ContactDocument,
  productSlug: string,
  t: TFunction,
): string {
  return t(`contactForm:documentRequest.${document}`, {
    product: productDisplayName(productSlug),
  });
}
