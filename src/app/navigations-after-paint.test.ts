import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationsAfterPaint } from './navigations-after-paint.ts';

describe('navigationsAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a navigation once the next frame has been painted, not in the input that asked', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const loaded: string[] = [];
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        {
          path: '/next',
          element: null,
          loader: () => {
            loaded.push('/next');
            return null;
          },
        },
      ],
      { instrumentations: [navigationsAfterPaint] },
    );

    const navigation = router.navigate('/next');
    // A task passes, but no frame: nothing of the navigation has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/');

    frames.splice(0).forEach((paint) => paint(performance.now()));
    await navigation;
    expect(loaded).toEqual(['/next']);
    expect(router.state.location.pathname).toBe('/next');
    router.dispose();
  });
});
