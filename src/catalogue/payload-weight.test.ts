import { describe, expect, it } from 'vitest';
import { drones } from './drones.ts';
import { payloadOnAircraft } from './payload-weight.ts';
import { findPayload } from './payloads.ts';
import { quantity as q } from './quantity.ts';

function fit(payloadSlug: string, droneSlug: string) {
  const payload = findPayload(payloadSlug);
  const drone = drones.find(({ slug }) => slug === droneSlug);
  if (!payload || !drone) throw new Error(`${payloadSlug} or ${droneSlug} missing`);
  return payloadOnAircraft(payload, drone.headline.payload);
}

describe('a payload on an aircraft, counted alike for every family', () => {
  it('gives a delivery system rated above the aircraft’s payload the load that is left', () => {
    // The 0.9 kg four-point release is rated 40 kg; the EM40 lifts 20 kg in all.
    expect(fit('zs-EPS40', 'zs-EM40')).toEqual({
      device: q(0.9, 'kg'),
      rating: q(40, 'kg'),
      load: q(19.1, 'kg'),
      limitedByAircraft: true,
    });
    // The 2.6 kg cargo box holds 10 kg; the VT30 lifts 10 kg in all.
    expect(fit('zs-Box10', 'zs-VT30').load).toEqual(q(7.4, 'kg'));
  });

  it('gives the full rating where the aircraft lifts device and load together', () => {
    expect(fit('zs-HRC100', 'zs-th400')).toMatchObject({
      rating: q(100, 'kg'),
      load: q(100, 'kg'),
      limitedByAircraft: false,
    });
  });

  it('counts a firefighting system’s water, agent or hose as its load', () => {
    // 12 kg empty, 48 kg full: 36 kg of water, which the EM120's 50 kg covers.
    expect(fit('water-tank', 'zs-EM120')).toEqual({
      device: q(12, 'kg'),
      rating: q(36, 'kg'),
      load: q(36, 'kg'),
      limitedByAircraft: false,
    });
    expect(fit('throwing-module', 'zs-EM25').rating).toEqual(q(5.8, 'kg'));
  });

  it('gives a sensor its weight and no load', () => {
    expect(fit('zs-IRT25', 'zs-VT15')).toEqual({ device: q(680, 'g') });
  });
});
