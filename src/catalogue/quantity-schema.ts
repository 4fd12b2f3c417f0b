import { z } from 'zod';
import { units, type Quantity } from './quantity.ts';

export const quantitySchema: z.ZodType<Quantity> = z.object({
  value: z.number().finite(),
  unit: z.enum(units),
  qualifier: z.enum(['atLeast', 'upTo']).optional(),
});
