/**
 * What every catalogue product has besides its figures (SPEC §3 "Listing product"): a slug
 * that is its public identifier (URLs, compare selections, the contact form's product field),
 * feature tags, patents and the list of figures that still need confirming.
 *
 * Names and prose are text, so they live in public/locales/{lang}/catalogue.json under the
 * product's slug; figures live only here.
 */
export interface ProductBase {
  slug: string;
  /** Short selling points: catalogue.json "featureTags.<id>". */
  features: readonly string[];
  /** Patented technology in the product: catalogue.json "patents.<id>". */
  patents: readonly string[];
  /**
   * Figures the specification does not give, written for launch as plausible values for the
   * product's class. Each entry is the path of a figure, e.g. "specs.weight"; marketing
   * confirms them before publication (README "Editing content";
   * `npx vitest run src/catalogue/editorial.test.ts` prints them all).
   * Feature tags and patents of a product listed here as "features" or "patents" are editorial
   * as a whole.
   */
  editorial: readonly string[];
}

/** A slug: "zs-" and a model code, or a lower-case name for products without a code. */
export const productSlugPattern = /^(zs-[A-Za-z0-9]+|[a-z0-9]+(-[a-z0-9]+)*)$/;
