import { describe, expect, it } from 'vitest';
import { heldFromUrl, withChoice, withUrl } from './use-held-choice.ts';

describe('a choice held while the URL follows', () => {
  it('keeps the latest choice when an earlier choice’s URL arrives after it', () => {
    // ArrowRight, End, Home on the products tabs, faster than the router writes each URL.
    let choice = heldFromUrl('drones', 'drones');
    for (const tab of ['payloads', 'groundStations', 'drones'])
      choice = withChoice(choice, tab, tab);
    choice = withUrl(choice, 'payloads', 'payloads');
    expect(choice.shown).toBe('drones');
    choice = withUrl(choice, 'groundStations', 'groundStations');
    expect(choice.shown).toBe('drones');
    choice = withUrl(choice, 'drones', 'drones');
    expect(choice).toEqual(heldFromUrl('drones', 'drones'));
  });

  it('follows a URL it did not write: back, forward, a link', () => {
    const ticked = withChoice(heldFromUrl('', [] as string[]), 'zs-VT15', ['zs-VT15']);
    expect(withUrl(ticked, 'zs-VT30', ['zs-VT30'])).toEqual(heldFromUrl('zs-VT30', ['zs-VT30']));
    const landed = withUrl(ticked, 'zs-VT15', ['zs-VT15']);
    expect(landed).toEqual(heldFromUrl('zs-VT15', ['zs-VT15']));
    expect(withUrl(landed, '', []).shown).toEqual([]);
  });

  it('waits for nothing when the choice is what the URL already says', () => {
    // The selected tab clicked again: no URL arrives for it, so a later URL of the same tab
    // (a link, while the next choice is on its way) is not taken for ours.
    const again = withChoice(heldFromUrl('drones', 'drones'), 'drones', 'drones');
    expect(again).toEqual(heldFromUrl('drones', 'drones'));
    const next = withChoice(again, 'payloads', 'payloads');
    expect(withUrl(next, 'groundStations', 'groundStations').shown).toBe('groundStations');
    expect(withUrl(next, 'drones', 'drones').shown).toBe('drones');
  });
});
