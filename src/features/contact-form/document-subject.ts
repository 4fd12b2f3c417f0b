import type { TFunction } from 'i18next';
import type { ContactDocument, ContactIntent } from '../../routing/paths.ts';
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

/** What a link to the contact form says the visit is about, as its query states it. */
export interface LinkedVisit {
  document?: ContactDocument;
  intent?: ContactIntent;
  /** The product's slug. */
  product?: string;
  /** Whether the link carries a mission from the finder. */
  mission?: boolean;
}

/**
 * The subject a link to the form fills in, so that a visitor sent with a product, a document
 * or a mission need not invent one before the first send: "Brochure for ZS-VT15", "Quote
 * request for ZS-VT15", "Mission enquiry: best fit ZS-VT30". A product is named by its code
 * ("ZS-IRT35" for the slug zs-IRT35); one without a code is left to the product field.
 * Undefined where the link says nothing the subject could.
 */
export function linkedSubject(
  { document, intent, product, mission }: LinkedVisit,
  t: TFunction,
): string | undefined {
  if (document && product) return documentRequestSubject(document, product, t);
  const code = product && productCode(product);
  if (mission) {
    return t('contactForm:subjects.mission', {
      context: code ? 'bestFit' : undefined,
      product: code,
    });
  }
  if (!code) return undefined;
  return t(`contactForm:subjects.${intent === 'quote' ? 'quote' : 'product'}`, { product: code });
}

/** A product's code as printed ("ZS-VT15", "ZS-IRT35"), or undefined for one without a code. */
function productCode(slug: string): string | undefined {
  const modelName = productDisplayName(slug);
  if (modelName !== slug) return modelName;
  return /^zs-/i.test(slug) ? slug.toUpperCase() : undefined;
}
