import { paths } from '../../src/routing/paths.ts';
import { describe, expect, it } from './support/fixtures.ts';
import { atCpuSlowdown, visitHydrated } from './support/pages.ts';
import { siteUrl } from './support/site.ts';

// Each model page's own calls to action are checked in the visit that checks its figures
// (catalogue-model-pages.test.ts).

describe('calls to action on model pages', () => {
  it('lands on the contact page with the product and intent in the URL', async ({ tab: page }) => {
    const errors = await visitHydrated(page, '/en/products/vtol/zs-VT15');
    await page.getByTestId('contact-banner').getByRole('link', { name: 'Request Quote' }).click();
    await page.waitForURL(siteUrl('/en/contact?product=zs-VT15&intent=quote'));
    expect(new URL(page.url()).searchParams.get('product')).toBe('zs-VT15');
    // The contact page's code arrives after the address changes and fills the form only then:
    // under a full test run that can take longer than a poll's default second (failed once in CI).
    await expect
      .poll(() => page.locator('#contact-product').inputValue(), { timeout: 15_000 })
      .toBe('zs-VT15');
    expect(await page.locator('#contact-intent').inputValue()).toBe('quote');
    // The subject is required: the link fills it in, so the first send is not refused.
    expect(await page.locator('#contact-subject').inputValue()).toBe('Quote request for ZS-VT15');
    expect(errors).toEqual([]);
  });

  it.for([
    { lang: 'en', subject: 'Brochure for ZS-EM25' },
    { lang: 'zh', subject: 'ZS-EM25 产品手册' },
  ] as const)(
    '$lang: a download button fills in the product, the intent and the document as subject',
    async ({ lang, subject }, { tab: page }) => {
      const errors = await visitHydrated(page, paths.model(lang, 'multirotor', 'zs-EM25'));
      await page.locator(`main a[href*="document=brochure"]`).first().click();
      await page.waitForURL(/\/contact\?/);
      await expect.poll(() => page.locator('#contact-subject').inputValue()).toBe(subject);
      expect(await page.locator('#contact-product').inputValue()).toBe('zs-EM25');
      expect(await page.locator('#contact-intent').inputValue()).toBe('download');
      expect(errors).toEqual([]);
    },
  );
});

describe('the products overview', () => {
  it('has keyboard-operable tabs whose choice is in the URL', async ({ tab: page }) => {
    const errors = await visitHydrated(page, '/en/products');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    expect(await tab('Drones').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    await tab('Drones').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\?tab=payloads$/);
    expect(await tab('Payloads').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Payloads');
    expect(await page.getByRole('tabpanel').getByTestId('view-all').getAttribute('href')).toBe(
      '/en/products/Payloads',
    );
    await page.keyboard.press('End');
    await page.waitForURL(/\?tab=groundStations$/);
    expect(await page.getByRole('tabpanel').getByTestId('view-all').innerText()).toBe(
      'View All Ground stations',
    );
    await page.keyboard.press('Home');
    await page.waitForURL(/\?tab=drones$/);
    const seriesLinks = await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /^View All/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(seriesLinks).toEqual([
      '/en/products/vtol',
      '/en/products/multirotor',
      '/en/products/tandem',
    ]);
    expect(
      await page.getByRole('link', { name: 'Start Custom Project' }).getAttribute('href'),
    ).toBe('/en/contact?intent=custom');
    expect(errors).toEqual([]);
  });

  it('keeps the tab last chosen while the URL catches up with earlier ones', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/en/products');
    const selectedTabs = await page.evaluateHandle(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        const selected = document.querySelector('[role=tab][aria-selected=true]')?.id ?? '';
        if (seen.at(-1) !== selected) seen.push(selected);
      }).observe(document.body, { subtree: true, attributeFilter: ['aria-selected'] });
      return seen;
    });
    await page.getByRole('tab', { name: 'Drones', exact: true }).focus();
    // Home is pressed as soon as End's URL is in place; on the slowed CPU the render of that
    // URL mostly comes after Home, and a panel that followed it would flick back to the ground
    // stations.
    await atCpuSlowdown(page, 12, async () => {
      await page.keyboard.press('End');
      await page.waitForURL(/\?tab=groundStations$/);
      await page.keyboard.press('Home');
      await page.waitForURL(/\?tab=drones$/);
      // Idle once React has rendered every URL the router took; a tab the browser keeps in
      // the background may never be idle, and two seconds is many times that work here.
      await page.evaluate(
        () => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 })),
      );
    });
    expect(await selectedTabs.jsonValue()).toEqual(['tab-groundStations', 'tab-drones']);
    expect(await page.getByRole('tabpanel').getAttribute('id')).toBe('panel-drones');
    expect(errors).toEqual([]);
  });

  it('opens on the tab a shared URL names', async ({ tab: page }) => {
    const errors = await visitHydrated(page, '/zh/products?tab=groundStations');
    await expect
      .poll(() => page.getByRole('tab', { name: '地面站' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(errors).toEqual([]);
  });

  it('shows every family, each under its heading, to a browser without JavaScript', async ({
    noScriptTab: page,
  }) => {
    await page.goto(siteUrl('/en/products'));
    // The static page cannot answer "?tab=": no tabs, every panel in view and reachable.
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('tabpanel').count()).toBe(3);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      expect.arrayContaining(['Drones', 'Payloads', 'Ground stations']),
    );
    const viewAll = page.getByRole('tabpanel').getByTestId('view-all');
    expect(
      await viewAll.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(expect.arrayContaining(['/en/products/Payloads', '/en/products/GroundStation']));
  });
});
