import type { Payload } from './payload-schema.ts';
import { quantity, valueIn, type Quantity } from './quantity.ts';

/**
 * What a payload weighs on the aircraft before it carries anything: a camera, an empty tank, a
 * winch without its load. Counted the same way for every family.
 * docs/decisions/012-claims-derived-from-the-catalogue.md
 */
export function deviceWeight(payload: Payload): Quantity {
  switch (payload.category) {
    case 'sensors':
      return payload.specs.weight;
    case 'firefighting':
      return payload.specs.netWeight;
    case 'delivery':
      return payload.specs.weight;
  }
}

/**
 * The most the device can carry, its own weight left out: a delivery system's rated cargo, or
 * the water, agent or hose a firefighting system holds when full (its loaded weight less its
 * empty weight). Sensors carry nothing.
 */
export function loadRating(payload: Payload): Quantity | undefined {
  switch (payload.category) {
    case 'sensors':
      return undefined;
    case 'firefighting': {
      const { totalWeight, netWeight } = payload.specs;
      if (!totalWeight) return undefined;
      const load = (valueIn(totalWeight, 'kg') ?? 0) - (valueIn(netWeight, 'kg') ?? 0);
      return load > 0 ? quantity(Math.round(load * 1000) / 1000, 'kg') : undefined;
    }
    case 'delivery':
      return payload.specs.capacity;
  }
}

export interface PayloadOnAircraft {
  device: Quantity;
  /** The device's rated load, when it carries one. */
  rating?: Quantity;
  /**
   * What it can carry on this aircraft: its rating, or less when the device and a full load
   * together exceed the aircraft's payload (a 40 kg release on a 20 kg multirotor).
   */
  load?: Quantity;
  /** The aircraft, not the device's rating, limits the load. */
  limitedByAircraft?: boolean;
}

/** A payload as fitted to an aircraft whose payload (device and load together) is `lift`. */
export function payloadOnAircraft(payload: Payload, lift: Quantity): PayloadOnAircraft {
  const device = deviceWeight(payload);
  const rating = loadRating(payload);
  if (!rating) return { device };
  const room = (valueIn(lift, 'kg') ?? 0) - (valueIn(device, 'kg') ?? 0);
  const rated = valueIn(rating, 'kg') ?? 0;
  if (rated <= room) return { device, rating, load: rating, limitedByAircraft: false };
  const load = quantity(Math.round(room * 1000) / 1000, 'kg');
  return { device, rating, load, limitedByAircraft: true };
}
