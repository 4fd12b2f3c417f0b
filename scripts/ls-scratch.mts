import { launchChromium } from './chromium.ts';
import { startServer } from './server-process.ts';
import { clientDir } from './build-layout.ts';
const server = await startServer({ env: { SITE_DIR: clientDir } });
const browser = await launchChromium();
try {
  for (const from of ['/en/contact', '/zh/contact', '/en/contact?product=zs-VT15&intent=quote', '/en/about']) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message.slice(0, 120)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text().slice(0, 160)); });
    await page.goto(server.baseUrl + from);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || true);
    await page.waitForTimeout(1500);
    await page.getByTestId('language-switch').click();
    await page.waitForTimeout(2500);
    console.log(from, '->', page.url().replace(server.baseUrl, ''), errors);
    await page.close();
  }
} finally { await browser.close(); await server.stop(); }
