import { describe, expect, it, type Page } from './support/fixtures.ts';
import {
  collectPageErrors,
  isSameDocument,
  markDocument,
  prerenderedText,
  readBuiltFile,
  serveDocument,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/** docs/requirements/languages.md: how the language is chosen, stored, switched, kept in URLs. */

async function storedLanguage(page: Page) {
  const local = await page.evaluate(() => localStorage.getItem('i18nextLng'));
  const cookie = (await page.context().cookies(siteUrl('/'))).find((c) => c.name === 'i18next');
  return { local, cookie };
}

/** Waits until i18next has cached `lng`; it does so right after start-up, not in the HTML. */
async function waitForStoredLanguage(page: Page, lng: string) {
  await page.waitForFunction((l) => localStorage.getItem('i18nextLng') === l, lng);
}

describe('the stored language', () => {
  it('a /zh page stores zh in local storage and in a year-long cookie on /', async ({ page }) => {
    await page.goto(siteUrl('/zh/about'));
    await waitForHydration(page);
    await waitForStoredLanguage(page, 'zh');
    const { local, cookie } = await storedLanguage(page);
    expect(local).toBe('zh');
    expect(cookie?.value).toBe('zh');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  it('the URL prefix wins over a stored language', async ({ newContext }) => {
    const context = await newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: 'i18next', value: 'zh', url: siteUrl('/') }]);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nextLng', 'zh');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(siteUrl('/en/products/vtol'));
    await waitForHydration(page);
    const expected = await prerenderedText('/en/products/vtol');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe(expected.heading);
    expect(await page.title()).toBe(expected.title);
    // Visiting an English page makes English the remembered choice.
    await waitForStoredLanguage(page, 'en');
    expect((await storedLanguage(page)).cookie?.value).toBe('en');
    expect(errors).toEqual([]);
  });
  it('the URL prefix wins on a client-rendered page too (static host fallback)', async ({
    newContext,
  }) => {
    // Without inlined state the detector picks the stored zh first; the route must override it.
    const context = await newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: 'i18next', value: 'zh', url: siteUrl('/') }]);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await serveDocument(page, '/en/about', await readBuiltFile('404.html'));
    await page.goto(siteUrl('/en/about'));
    const expected = await prerenderedText('/en/about');
    await page.waitForFunction(
      (h) => document.querySelector('h1')?.textContent === h,
      expected.heading,
    );
    expect(page.url()).toBe(siteUrl('/en/about'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.title()).toBe(expected.title);
    await waitForStoredLanguage(page, 'en');
    expect((await storedLanguage(page)).cookie?.value).toBe('en');
    expect(errors).toEqual([]);
  });
});

describe('the language switch', () => {
  it.for([
    { from: '/en', to: '/zh', label: 'Switch to 中文' },
    { from: '/zh', to: '/en', label: '切换到 English' },
    { from: '/en/products/vtol', to: '/zh/products/vtol', label: 'Switch to 中文' },
    {
      from: '/zh/products/multirotor/zs-EM25',
      to: '/en/products/multirotor/zs-EM25',
      label: '切换到 English',
    },
    // Its facts and offices hydrate only when the visitor comes near: they must not hydrate
    // in the new language against markup in the old one.
    { from: '/en/contact', to: '/zh/contact', label: 'Switch to 中文' },
  ])(
    'on $from reads "$label" and leads to $to, query kept',
    async ({ from, to, label }, { tab: page, tabWith }) => {
      const errors = collectPageErrors(page);
      await page.goto(siteUrl(`${from}?ref=mail&x=1`));
      await waitForHydration(page);
      const expected = await prerenderedText(to);
      const targetLang = to.slice(1, 3);

      const link = page.getByTestId('language-switch');
      expect((await link.innerText()).trim()).toBe(label);
      // The other language's name is marked as that language (WCAG 3.1.2).
      expect(await link.locator(`[lang="${targetLang}"]`).innerText()).toBe(
        targetLang === 'zh' ? '中文' : 'English',
      );
      // The prerendered href cannot know the query; the hydrated link must add it.
      await expect.poll(() => link.getAttribute('href')).toBe(`${to}?ref=mail&x=1`);
      await markDocument(page);

      await link.click();
      await page.waitForURL(siteUrl(`${to}?ref=mail&x=1`));
      await page.waitForFunction(
        (h) => document.querySelector('h1')?.textContent === h,
        expected.heading,
      );
      await expect.poll(() => page.title()).toBe(expected.title);
      expect(await page.getAttribute('html', 'lang')).toBe(targetLang);
      expect(await page.locator('h1').count()).toBe(1);
      // The whole page reads as the target does when loaded directly.
      const direct = await tabWith();
      await direct.goto(siteUrl(`${to}?ref=mail&x=1`));
      await waitForHydration(direct);
      for (const part of ['main', 'footer']) {
        const directText = await direct.locator(part).innerText();
        await expect.poll(() => page.locator(part).innerText()).toBe(directText);
      }
      expect((await page.getByTestId('language-switch').innerText()).trim()).not.toBe(label);
      // A client-side switch: the shell stayed, only the language changed.
      expect(await isSameDocument(page)).toBe(true);
      await waitForStoredLanguage(page, targetLang);
      expect((await storedLanguage(page)).cookie?.value).toBe(targetLang);
      expect(errors).toEqual([]);
    },
  );

  it('back and forward re-derive the language from the URL', async ({ tab: page }) => {
    const errors = collectPageErrors(page);
    await page.goto(siteUrl('/en/about'));
    await waitForHydration(page);
    const en = await prerenderedText('/en/about');
    const zh = await prerenderedText('/zh/about');

    await page.getByTestId('language-switch').click();
    await page.waitForURL(siteUrl('/zh/about'));
    await waitForStoredLanguage(page, 'zh');

    const expectLanguage = async (lang: string, text: { heading: string; title: string }) => {
      await page.waitForFunction(
        (h) => document.querySelector('h1')?.textContent === h,
        text.heading,
      );
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(lang);
      await expect.poll(() => page.title()).toBe(text.title);
      await waitForStoredLanguage(page, lang);
      expect((await storedLanguage(page)).cookie?.value).toBe(lang);
    };

    await page.goBack();
    await page.waitForURL(siteUrl('/en/about'));
    await expectLanguage('en', en);

    await page.goForward();
    await page.waitForURL(siteUrl('/zh/about'));
    await expectLanguage('zh', zh);
    expect(errors).toEqual([]);
  });
});

describe('first load of a prerendered page', () => {
  it.for(['/zh', '/zh/products/tandem/zs-th400', '/en/contact'])(
    '%s needs no translation fetch and never shows another language',
    async (pagePath, { page }) => {
      const errors = collectPageErrors(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      // Records what the visitor could see at every DOM change from the first byte on, so a
      // frame of the wrong language between parse and hydration would be caught.
      await page.addInitScript(() => {
        const seen = new Set<string>();
        (window as { e2eSeen?: Set<string> }).e2eSeen = seen;
        const record = () => {
          const heading = document.querySelector('h1')?.textContent;
          const switchLabel = document.querySelector('[data-testid="language-switch"]');
          seen.add(
            JSON.stringify([
              document.documentElement.lang,
              heading ?? null,
              switchLabel?.textContent ?? null,
              document.title,
            ]),
          );
        };
        new MutationObserver(record).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
        document.addEventListener('DOMContentLoaded', record);
        // Writes to <html lang> or dir, even of the value it has, which the parser's own
        // attributes are not.
        const htmlWrites: string[] = [];
        (window as { e2eHtmlWrites?: string[] }).e2eHtmlWrites = htmlWrites;
        new MutationObserver((records) => {
          for (const { target, attributeName } of records) {
            if (target === document.documentElement) htmlWrites.push(attributeName ?? '');
          }
        }).observe(document, { subtree: true, attributeFilter: ['lang', 'dir'] });
      });
      await page.goto(siteUrl(pagePath), { waitUntil: 'networkidle' });
      await waitForHydration(page);

      expect(requests.filter((p) => p.startsWith('/locales/'))).toEqual([]);

      const lang = pagePath.slice(1, 3);
      const { heading, title } = await prerenderedText(pagePath);
      const label = lang === 'zh' ? '切换到 English' : 'Switch to 中文';
      const seen = await page.evaluate(() =>
        [...((window as { e2eSeen?: Set<string> }).e2eSeen ?? [])].map(
          (entry) => JSON.parse(entry) as [string, string | null, string | null, string],
        ),
      );
      // Only the states once the heading has text matter; before it the body is still parsing.
      const visible = seen.filter(([, h]) => Boolean(h));
      expect(visible.length).toBeGreaterThan(0);
      expect(new Set(visible.map((s) => JSON.stringify(s)))).toEqual(
        new Set([JSON.stringify([lang, heading, label, title])]),
      );
      // The prerendered <html> is already right. Writing its lang again would make the
      // browser match every :lang() rule anew on each element while i18next starts
      // (decision 022).
      expect(
        await page.evaluate(() => (window as { e2eHtmlWrites?: string[] }).e2eHtmlWrites),
      ).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
