// @vitest-environment happy-dom
import { act, startTransition, use, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterUrl,
  nothingHeld,
  shownChoice,
  useHeldChoice,
  withChoice,
  type HeldChoices,
} from './use-held-choice.ts';

describe('a choice held while the URL follows', () => {
  it('keeps the latest choice when an earlier choice’s URL arrives after it', () => {
    // ArrowRight, End, Home on the products tabs, faster than the router writes each URL.
    let held: HeldChoices<string> = nothingHeld;
    for (const tab of ['payloads', 'groundStations', 'drones'])
      held = withChoice(held, 'drones', tab, tab);
    for (const url of ['drones', 'payloads', 'groundStations'])
      expect(shownChoice(held, url, url), url).toBe('drones');
    held = afterUrl(held, 'payloads');
    expect(shownChoice(held, 'payloads', 'payloads')).toBe('drones');
    held = afterUrl(held, 'groundStations');
    expect(shownChoice(held, 'groundStations', 'groundStations')).toBe('drones');
    expect(afterUrl(held, 'drones')).toBe(nothingHeld);
  });

  it('follows a URL it did not write: back, forward, a link', () => {
    const ticked = withChoice(nothingHeld, '', 'zs-VT15', ['zs-VT15']);
    expect(shownChoice(ticked, '', [])).toEqual(['zs-VT15']);
    expect(shownChoice(ticked, 'zs-VT30', ['zs-VT30'])).toEqual(['zs-VT30']);
    expect(afterUrl(ticked, 'zs-VT30')).toBe(nothingHeld);
    const landed = afterUrl(ticked, 'zs-VT15');
    expect(landed).toBe(nothingHeld);
    expect(shownChoice(landed, '', [])).toEqual([]);
  });

  it('waits for nothing when the choice is what the URL already says', () => {
    // The selected tab clicked again: no URL arrives for it.
    expect(withChoice(nothingHeld, 'drones', 'drones', 'drones')).toBe(nothingHeld);
    const next = withChoice(nothingHeld, 'drones', 'payloads', 'payloads');
    expect(shownChoice(next, 'groundStations', 'groundStations')).toBe('groundStations');
  });
});

describe('the held choice in React', () => {
  const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => (reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
  afterAll(() => delete reactActEnvironment.IS_REACT_ACT_ENVIRONMENT);

  /**
   * A tick whose render sees an older URL than a render before it: the router's update for the
   * first tick is a transition, which has rendered but not committed (here it waits on a
   * promise; on a busy phone the second tick interrupts it). CI saw the second box of the finder
   * untick itself this way (docs/decisions/104).
   */
  it('keeps a tick made while the URL of an earlier one has rendered but not committed', async () => {
    let hold: (choice: string[]) => void = () => {};
    let goTo: (url: string) => void = () => {};
    const neverCommitted = new Promise<never>(() => {});
    function Held({ url }: { url: string }) {
      const [shown, holdHere] = useHeldChoice(url ? url.split(',') : [], (slugs) =>
        slugs.join(','),
      );
      // As an event handler has it: from the render that was committed.
      useLayoutEffect(() => {
        hold = holdHere;
      });
      return <p>{shown.join(',') || 'none'}</p>;
    }
    function HeldUp({ url }: { url: string }) {
      if (url === 'zs-VT150') use(neverCommitted);
      return null;
    }
    function Page() {
      const [url, setUrl] = useState('');
      goTo = setUrl;
      return (
        <>
          <Held url={url} />
          <HeldUp url={url} />
        </>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Page />));
    expect(container.textContent).toBe('none');

    await act(async () => flushSync(() => hold(['zs-VT150'])));
    expect(container.textContent).toBe('zs-VT150');
    await act(async () => startTransition(() => goTo('zs-VT150')));
    await act(async () => flushSync(() => hold(['zs-VT150', 'zs-th400'])));
    expect(container.textContent).toBe('zs-VT150,zs-th400');

    // Its own URL arrives; then one it did not write (the back button).
    await act(async () => startTransition(() => goTo('zs-VT150,zs-th400')));
    expect(container.textContent).toBe('zs-VT150,zs-th400');
    await act(async () => startTransition(() => goTo('')));
    expect(container.textContent).toBe('none');
    await act(async () => root.unmount());
  });
});
