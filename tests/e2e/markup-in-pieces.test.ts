import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { describe, expect, it, type Page } from './support/fixtures.ts';
import { siteUrl } from './support/site.ts';

/**
 * A page's HTML reaches a phone in pieces, and a browser may paint from the first piece. Here
 * a relay in front of the real server sends each document in two pieces, 400 ms apart, cut
 * where a paint from the first piece once moved the page: inside the header's first menu
 * (painted with the browser's own "Details" label, the header's links then slid aside) and
 * inside the first section (the form below moved down when its last line came). The page must
 * paint once its markup is all there, so nothing moves (docs/decisions/062-whole-markup-first.md).
 */

const pause = 400;

type Cut = (html: string) => number;

/** Just after the opening tag of the header's first disclosure (a menu), before its label. */
const inHeaderMenu: Cut = (html) =>
  html.indexOf('>', html.indexOf('<details', html.indexOf('<header'))) + 1;
/** Inside the first section of the page's content, after its heading. */
const inFirstSection: Cut = (html) => html.indexOf('</h1>', html.indexOf('<main')) + '</h1>'.length;

/** A relay to the site that sends every HTML document in two pieces, cut at `cut`. */
async function startRelay(cut: Cut): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(siteUrl(request.url), { redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      // fetch() has already undone the compression; the length is the relay's to state.
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-(encoding|length)|transfer-encoding|connection)$/.test(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) return response.end(body);
      const html = body.toString('utf8');
      const at = cut(html);
      const piece = Buffer.byteLength(html.slice(0, at));
      if (at <= 0 || piece >= body.length) throw new Error(`No cut in ${request.url}.`);
      response.write(body.subarray(0, piece));
      setTimeout(() => response.end(body.subarray(piece)), pause);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        // The browser keeps its connections open; waiting for them to idle out costs seconds.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** When the page first painted, and every layout shift it has had by then and a frame later. */
async function paintAndShifts(page: Page) {
  return page.evaluate(async () => {
    // Paint entries arrive once the frame has been presented, which can be after the load event.
    const firstPaint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const [paint] = list.getEntriesByName('first-contentful-paint');
        if (!paint) return;
        observer.disconnect();
        resolve(paint.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    type LayoutShift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
    const shifts = (observer.takeRecords() as LayoutShift[]).map((shift) => {
      const moved = shift.sources.map(({ node }) =>
        (node as Element | null)?.outerHTML.slice(0, 80),
      );
      return `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved.join(', ')}`;
    });
    observer.disconnect();
    return { firstPaint, shifts };
  });
}

describe.each([
  { where: 'the header’s first menu', cut: inHeaderMenu, screen: screenEmulationMetrics.desktop },
  { where: 'the first section', cut: inFirstSection, screen: screenEmulationMetrics.mobile },
])('a page whose HTML arrives cut in $where', ({ cut, screen: { width, height } }) => {
  it.for(['/en/contact', '/zh/contact', '/zh/products/vtol/zs-VT15'])(
    '%s paints once its markup is all there, and nothing moves',
    async (pagePath, { newContext }) => {
      const relay = await startRelay(cut);
      try {
        // A fresh context: a pooled tab is cleaned on the origin it last showed, the closed relay.
        const page = await (await newContext({ viewport: { width, height } })).newPage();
        await page.goto(relay.origin + pagePath, { waitUntil: 'load' });
        const { firstPaint, shifts } = await paintAndShifts(page);
        expect(shifts).toEqual([]);
        // Painted from the first piece, it would have painted before the second was sent.
        expect(firstPaint).toBeGreaterThan(pause);
      } finally {
        await relay.close();
      }
    },
  );
});
