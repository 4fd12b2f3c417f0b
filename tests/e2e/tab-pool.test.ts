import { describe, expect, it, type Page } from './support/fixtures.ts';
import { siteUrl } from './support/site.ts';

/*
 * The `tab` fixture lends a tab that earlier tests used (support/fixtures.ts): it must come
 * back as clean as a fresh context's, or one test's leftovers would decide another's outcome.
 * These run in order in one worker, so the second test gets the first one's tab.
 */

let used: Page | undefined;
const heard: string[] = [];

describe('a reused tab', () => {
  it('is left with a cookie, stored values, a route, a listener, a viewport and a second tab', async ({
    tab,
  }) => {
    used = tab;
    await tab.goto(siteUrl('/en/about'));
    await tab.context().addCookies([{ name: 'i18next', value: 'zh', url: siteUrl('/') }]);
    await tab.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('left', 'behind');
    });
    await tab.route('**/healthz', (route) => route.fulfill({ status: 418, body: 'routed' }));
    tab.on('console', (message) => heard.push(message.text()));
    await tab.setViewportSize({ width: 360, height: 640 });
    await tab.context().newPage();
  });

  it('comes back to the next test clean', async ({ tab }) => {
    expect(tab, 'the pool lent the same tab again').toBe(used);
    expect(tab.context().pages()).toEqual([tab]);
    expect(await tab.context().cookies()).toEqual([]);
    expect(tab.viewportSize()).toEqual({ width: 1280, height: 720 });
    const response = await tab.goto(siteUrl('/healthz'));
    expect(response?.status()).toBe(200);
    const stored = await tab.evaluate(() => [localStorage.length, sessionStorage.length]);
    expect(stored).toEqual([0, 0]);
    await tab.evaluate(() => console.log('after the lease'));
    expect(heard).toEqual([]);
  });
});
