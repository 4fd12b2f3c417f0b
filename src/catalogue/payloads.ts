import { deliveryPayloads } from './delivery-payloads.ts';
import { firefightingPayloads } from './firefighting-payloads.ts';
import type { Payload, PayloadCategory } from './payload-types.ts';
import { sensorPayloads } from './sensor-payloads.ts';

export type { Payload, PayloadCategory } from './payload-types.ts';
export { payloadCategories } from './payload-types.ts';
// One file per family, so a page that shows one family (the home page's optical modules) does
// not download the others.
export { deliveryPayloads, firefightingPayloads, sensorPayloads };

/** Every payload, grouped sensors → firefighting → delivery as the listings show them. */
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
