import { z } from 'zod';
import { droneSchema } from './drone-schema.ts';
import { drones } from './drones.ts';

const catalogueSchema = z.object({
  drones: z
    .array(droneSchema)
    .refine(
      (list) => new Set(list.map((d) => d.slug)).size === list.length,
      'model slugs must be unique',
    ),
});

export class CatalogueError extends Error {}

/**
 * Checks every product against its schema. The build calls this before prerendering, so a
 * wrong figure stops it with zod's message naming the product and the field, e.g.
 * "drones[3].headline.payload.value: must be greater than zero".
 */
export function validateCatalogue(catalogue: unknown = { drones }): void {
  const result = catalogueSchema.safeParse(catalogue);
  if (!result.success) {
    throw new CatalogueError(`The catalogue has errors:\n${z.prettifyError(result.error)}`);
  }
}
