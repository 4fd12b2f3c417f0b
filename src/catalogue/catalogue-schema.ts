import { z } from 'zod';
import { droneSchema } from './drone-schema.ts';
import { groundStationSchema } from './ground-station-schema.ts';
import { payloadSchema } from './payload-schema.ts';
import { payloadOnAircraft } from './payload-weight.ts';
import { valueIn } from './quantity.ts';

/** Whether a dotted path such as "figures.flightTime" names a value the product has. */
function hasPath(product: unknown, path: string): boolean {
  let value: unknown = product;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) return false;
    value = (value as Record<string, unknown>)[part];
  }
  return value !== undefined;
}

/**
 * The catalogue as a whole: every product against its family's schema, then the rules that look
 * across products (unique slugs, editorial marks that point at a figure, payloads that exist and
 * fit the aircraft that lists them, no payload that fits nothing).
 */
export const catalogueSchema = z
  .object({
    drones: z.array(droneSchema),
    payloads: z.array(payloadSchema),
    groundStations: z.array(groundStationSchema),
  })
  .superRefine((catalogue, ctx) => {
    // Cross-references only; each product was checked against its own schema above.
    const families = ['drones', 'payloads', 'groundStations'] as const;
    const seen = new Map<string, string>();
    for (const family of families) {
      catalogue[family].forEach((product, index) => {
        const here = `${family}[${index}]`;
        // Slugs identify a product in compare links and on the contact form, across families.
        const taken = seen.get(product.slug.toLowerCase());
        if (taken) {
          ctx.addIssue({
            code: 'custom',
            message: `slugs must be unique: "${product.slug}" is also used by ${taken}`,
            path: [family, index, 'slug'],
          });
        }
        seen.set(product.slug.toLowerCase(), here);
        for (const path of product.editorial) {
          if (!hasPath(product, path)) {
            ctx.addIssue({
              code: 'custom',
              message: `"${path}" is marked editorial but the product has no such figure`,
              path: [family, index, 'editorial'],
            });
          }
        }
      });
    }

    const payloadsBySlug = new Map(catalogue.payloads.map((p) => [p.slug, p]));
    const fitted = new Set<string>();
    catalogue.drones.forEach((drone, index) => {
      const lift = valueIn(drone.headline.payload, 'kg') ?? 0;
      drone.payloads.forEach((slug, position) => {
        const payload = payloadsBySlug.get(slug);
        const path = ['drones', index, 'payloads', position];
        if (!payload) {
          ctx.addIssue({ code: 'custom', message: `there is no payload "${slug}"`, path });
          return;
        }
        fitted.add(slug);
        // The aircraft's payload counts the device and what it carries together, for every
        // family alike: the device must leave room for a load, if it carries one.
        const fit = payloadOnAircraft(payload, drone.headline.payload);
        const device = valueIn(fit.device, 'kg') ?? 0;
        if (fit.rating ? device >= lift : device > lift) {
          ctx.addIssue({
            code: 'custom',
            message: fit.rating
              ? `"${slug}" weighs ${device} kg empty, which leaves no room for its load within the ${drone.name}'s ${lift} kg payload`
              : `"${slug}" weighs ${device} kg, more than the ${drone.name}'s ${lift} kg payload`,
            path,
          });
        }
      });
      if (new Set(drone.payloads).size !== drone.payloads.length) {
        ctx.addIssue({
          code: 'custom',
          message: 'a payload is listed twice',
          path: ['drones', index, 'payloads'],
        });
      }
    });
    catalogue.payloads.forEach((payload, index) => {
      if (!fitted.has(payload.slug)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${payload.slug}" fits no drone: add it to the "payloads" of the models that carry it`,
          path: ['payloads', index, 'slug'],
        });
      }
    });
  });
