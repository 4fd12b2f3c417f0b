import { z } from 'zod';
import { picture, relation, text, withInfo } from '../content/field-info.ts';
import { productSlugPattern } from './product.ts';

const textId = /^[a-zA-Z0-9]+$/;

/** A photo of the product, uploaded into the media folder, with what it shows in each language. */
export const photoSchema = z
  .object({
    image: picture({ label: 'Photo' }),
    alt: withInfo(
      z.object({
        en: text({ label: 'What the photo shows, in English' }),
        zh: text({ label: 'What the photo shows, in Chinese' }),
      }),
      {
        label: 'Description for screen readers',
        hint: 'Say what the photo shows, e.g. "The ZS-VT15 taking off from a clearing".',
      },
    ),
  })
  .strict();

/** The listing card's words for a payload or a ground station (a drone's is one sentence). */
export const listingSummaryText = text({
  label: 'Summary',
  multiline: true,
  hint: 'One or two sentences for the listing.',
});

/**
 * What every catalogue product has besides its figures (docs/requirements/catalogue.md, Listing
 * products): a slug that is its public identifier (URLs, compare selections, the contact form's
 * product field), its place in its listing, feature tags, patents, photos and the list of figures
 * that still need confirming. Names and prose are text: each product's entry holds them per
 * language and the build writes them into the catalogue namespace.
 */
export const productBaseSchema = z.object({
  slug: withInfo(
    z.string().regex(productSlugPattern, 'a slug looks like "zs-EPS10" or "water-tank"'),
    {
      label: 'Slug (the address of its page)',
      hint: 'zs- and the model code for a coded product (zs-VT15), otherwise lower-case words joined by dashes (water-tank). Changing it changes the page address.',
    },
  ),
  order: withInfo(z.number().int().min(1, 'a position is 1 or more'), {
    label: 'Position in its listing',
    hint: 'Listings show products by this number, smallest first. Leave gaps (10, 20, 30) so a new product can go in between.',
  }),
  /** Short selling points: feature tags (content/feature-tags). */
  features: withInfo(
    z.array(relation('feature-tags', textId)).min(1, 'list at least one feature'),
    {
      label: 'Feature tags',
    },
  ),
  /** Patented technology in the product (content/patents). */
  patents: withInfo(z.array(relation('patents', textId)), { label: 'Patents' }),
  /**
   * Figures the specification does not give, written for launch as plausible values for the
   * product's class. Each entry is the path of a figure, e.g. "specs.weight"; marketing
   * confirms them before publication (`npx vitest run editorial` prints them all).
   */
  editorial: withInfo(z.array(z.string().min(1)), {
    label: 'Figures still to confirm (editorial)',
    labelSingular: 'Figure still to confirm (editorial)',
    hint: 'The path of each figure written for launch without a source, e.g. figures.gnss or specs.weight; "patents" marks all patents. Remove a line once engineering confirms the figure.',
  }),
  photos: withInfo(z.array(photoSchema).max(8, 'show at most 8 photos').default([]), {
    label: 'Photos',
    hint: 'The first photo replaces the drawing on cards and at the top of the page.',
  }),
});

export type ProductBase = z.output<typeof productBaseSchema>;
export type ProductPhoto = z.output<typeof photoSchema>;
