import { deliveryPayloads } from '../generated/delivery-payloads.ts';
import { firefightingPayloads } from '../generated/firefighting-payloads.ts';
import { sensorPayloads } from './sensor-payloads.ts';
import type { PayloadCategory } from './categories.ts';
import type { Payload } from './payload-schema.ts';

export type { Payload } from './payload-schema.ts';
export type { PayloadCategory } from './categories.ts';
export { payloadCategories } from './categories.ts';
export { deliveryPayloads, firefightingPayloads, sensorPayloads };

/**
 * Every payload (content/payloads), grouped sensors → firefighting → delivery as the listings
 * show them, each family by its position in its listing.
 */
export const payloads: readonly Payload[] = [
  ...sensorPayloads,
  ...firefightingPayloads,
  ...deliveryPayloads,
];

export function findPayload(slug: string): Payload | undefined {
  return payloads.find((payload) => payload.slug === slug);
}

export function payloadsIn(category: PayloadCategory): readonly Payload[] {
  return payloads.filter((payload) => payload.category === category);
}
