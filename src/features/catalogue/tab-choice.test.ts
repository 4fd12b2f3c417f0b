import { describe, expect, it } from 'vitest';
import { choose, tabChoiceFromUrl, withUrl } from './tab-choice.ts';

type Tab = 'drones' | 'payloads' | 'groundStations';

describe('the chosen tab while the URL follows', () => {
  it('keeps the latest choice when an earlier choice’s URL arrives after it', () => {
    // ArrowRight, End, Home, faster than the router puts each in the URL.
    let choice = tabChoiceFromUrl<Tab>('drones');
    choice = choose(choice, 'payloads');
    choice = choose(choice, 'groundStations');
    choice = choose(choice, 'drones');
    choice = withUrl(choice, 'payloads');
    expect(choice.current).toBe('drones');
    choice = withUrl(choice, 'groundStations');
    expect(choice.current).toBe('drones');
    choice = withUrl(choice, 'drones');
    expect(choice).toEqual(tabChoiceFromUrl('drones'));
  });

  it('follows a URL the tabs did not ask for: a link, back or forward', () => {
    const asked = choose(tabChoiceFromUrl<Tab>('drones'), 'payloads');
    expect(withUrl(asked, 'groundStations')).toEqual(tabChoiceFromUrl('groundStations'));
    const settled = withUrl(asked, 'payloads');
    expect(settled).toEqual(tabChoiceFromUrl('payloads'));
    expect(withUrl(settled, 'drones').current).toBe('drones');
  });
});
