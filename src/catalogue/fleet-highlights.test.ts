import { describe, expect, it } from 'vitest';
import { fleet } from '../generated/home.ts';
import { drones } from './drones.ts';
import { fleetHighlights } from './fleet-highlights.ts';
import { quantity } from './quantity.ts';

describe('fleetHighlights', () => {
  it('reads the longest range, the heaviest payload and the number of models', () => {
    expect(fleetHighlights(drones)).toEqual({
      longestRangeKm: 1000,
      heaviestPayloadKg: 300,
      modelCount: 13,
    });
  });

  it('compares figures in one unit and skips models without a range', () => {
    const [first, second] = drones as [(typeof drones)[number], (typeof drones)[number]];
    const highlights = fleetHighlights([
      { ...first, headline: { ...first.headline, range: quantity(500, 'm') } },
      { ...second, headline: { ...second.headline, range: undefined } },
    ]);
    expect(highlights.longestRangeKm).toBe(0.5);
    expect(highlights.modelCount).toBe(2);
  });

  it('is what the content step gives the home page', () => {
    expect(fleet).toEqual(fleetHighlights(drones));
  });
});
