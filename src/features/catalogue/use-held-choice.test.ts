import { describe, expect, it } from 'vitest';
import { held, heldFromUrl, withUrl } from './use-held-choice.ts';

describe('a choice held while the URL follows', () => {
  it('keeps the latest choice when an earlier choice’s URL arrives after it', () => {
    // ArrowRight, End, Home on the products tabs, faster than the router writes each URL.
    let choice = heldFromUrl('drones', 'drones');
    for (const tab of ['payloads', 'groundStations', 'drones']) choice = held(choice, tab, tab);
    choice = withUrl(choice, 'payloads', 'payloads');
    expect(choice.shown).toBe('drones');
    choice = withUrl(choice, 'groundStations', 'groundStations');
    expect(choice.shown).toBe('drones');
    choice = withUrl(choice, 'drones', 'drones');
    expect(choice).toEqual(heldFromUrl('drones', 'drones'));
  });

  it('follows a URL it did not write: back, forward, a link', () => {
    const ticked = held(heldFromUrl('', [] as string[]), 'zs-VT15', ['zs-VT15']);
    expect(withUrl(ticked, 'zs-VT30', ['zs-VT30'])).toEqual(heldFromUrl('zs-VT30', ['zs-VT30']));
    const landed = withUrl(ticked, 'zs-VT15', ['zs-VT15']);
    expect(landed).toEqual(heldFromUrl('zs-VT15', ['zs-VT15']));
    expect(withUrl(landed, '', []).shown).toEqual([]);
  });
});
