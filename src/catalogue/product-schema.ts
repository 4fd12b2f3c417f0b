import { z } from 'zod';
import { productSlugPattern } from './product.ts';

const textKey = z
  .string()
  .regex(/^[a-zA-Z0-9]+$/, 'an id of letters and digits, e.g. "quickRelease"');

export const productBaseSchema = z.object({
  slug: z.string().regex(productSlugPattern, 'a slug looks like "zs-EPS10" or "water-tank"'),
  features: z.array(textKey).min(1, 'list at least one feature'),
  patents: z.array(textKey),
  editorial: z.array(z.string().min(1)),
});
