import type { ClientInstrumentation } from 'react-router';
import { afterNextPaint } from '../features/hydration/next-task.ts';

/**
 * Every navigation the app asks for (a link followed, a filter applied, a search result
 * chosen) starts once the frame answering the input has been painted. Started in the click's
 * own handler, the router matched the route table, called the loaders and began the next
 * page's imports before that frame: 30–55 ms of a language switch's click at 4× CPU slowdown
 * (docs/decisions/095). The next page arrives no later for it, one frame at the most, since
 * all that waits on the network anyway. Back and forward are the browser's own and not held.
 *
 * React Router's instrumentation is its public way to run code around a navigation.
 */
export const navigationsAfterPaint: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(startNavigation) {
        await new Promise<void>((resolve) => afterNextPaint(resolve));
        await startNavigation();
      },
    });
  },
};
