import { z } from 'zod';
import { catalogueSchema } from './catalogue-schema.ts';
import { drones } from './drones.ts';
import { groundStations } from './ground-stations.ts';
import { payloads } from './payloads.ts';

export class CatalogueError extends Error {}

/**
 * Checks every product against its schema and the catalogue's cross-references, naming the
 * product by slug and the field, e.g. "drones[3].headline.payload.value: must be greater than
 * zero (zs-VT120)". The build checks the content files with the same schema and names the file
 * instead (scripts/content/compile-content.ts). Families left out of `catalogue` are taken from
 * the real data.
 */
export function validateCatalogue(catalogue: Record<string, unknown> = {}): void {
  const input: Record<string, unknown> = { drones, payloads, groundStations, ...catalogue };
  const result = catalogueSchema.safeParse(input);
  if (!result.success) {
    const report = z
      .prettifyError(result.error)
      .replace(
        /^(\s*→ at (drones|payloads|groundStations)\[(\d+)\].*)$/gm,
        (line, _whole, family: string, index: string) => {
          const product = (input[family] as { slug?: unknown }[] | undefined)?.[Number(index)];
          // Editors know products by slug, not by their position in the list.
          return typeof product?.slug === 'string' ? `${line} (${product.slug})` : line;
        },
      );
    throw new CatalogueError(`The catalogue has errors:\n${report}`);
  }
}
