import type { Payload } from './payload-types.ts';
import type { Quantity } from './quantity.ts';

/**
 * What a payload weighs on the aircraft: loaded, for a firefighting system that carries its
 * own water or agent; the device itself otherwise (a hook's cargo counts against the drone's
 * payload, not the hook's weight).
 */
export function mountedWeight(payload: Payload): Quantity {
  switch (payload.category) {
    case 'sensors':
      return payload.specs.weight;
    case 'firefighting':
      return payload.specs.totalWeight ?? payload.specs.netWeight;
    case 'delivery':
      return payload.specs.weight;
  }
}
