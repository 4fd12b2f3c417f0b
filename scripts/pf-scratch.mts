import { launchChromium } from './chromium.ts';
import { startServer } from './server-process.ts';
import { clientDir } from './build-layout.ts';
const server = await startServer({ env: { SITE_DIR: clientDir } });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(server.baseUrl + '/en');
  const out = await page.evaluate(async () => {
    const pf = await import('/pagefind/pagefind.js' as string);
    await pf.options({ excerptLength: 30 });
    const r = await pf.search('EM25');
    const all = [];
    for (const x of r.results.slice(0, 12)) { const d = await x.data(); all.push([d.url, d.excerpt, d.sub_results.map((s: any) => s.excerpt)]); }
    return all;
  });
  console.log(JSON.stringify(out, null, 1));
} finally { await browser.close(); await server.stop(); }
