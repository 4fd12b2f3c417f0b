import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, CDPSession, ConsoleMessage, Page } from 'playwright-core';
import { clientDir, distDir } from '../../../scripts/build-layout.ts';
import { siteUrl } from './site.ts';

/** What the browser tests do with a page of the site, beyond what Playwright offers. */

/** Console errors and uncaught page errors, which every page test asserts are none. */
function listenForErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The URL says which resource failed, where the text says only how.
    const { url } = message.location();
    if (message.type() === 'error')
      errors.push(url ? `${message.text()} (${url})` : message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** Collects the page's errors from now on (see listenForErrors), for the rest of the test. */
export function collectPageErrors(page: Page): string[] {
  return listenForErrors(page).errors;
}

/** The page's errors while `during` runs, for a tab that goes on to other tests afterwards. */
export async function pageErrorsDuring(page: Page, during: () => Promise<void>): Promise<string[]> {
  const listening = listenForErrors(page);
  try {
    await during();
  } finally {
    listening.stop();
  }
  return listening.errors;
}

/**
 * The URL of the built chunk named `name`, whatever its hash: 'filters-panel' for
 * /assets/filters-panel-Bx9k.js.
 */
export function builtChunk(name: string): RegExp {
  return new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
}

/**
 * Holds back every request for the built chunk named `name` (`builtChunk`) by `ms`, as a slow
 * network would. Returns how many requests it has held so far.
 */
export async function delayChunk(page: Page, name: string, ms = 800): Promise<() => number> {
  let held = 0;
  await page.route(builtChunk(name), async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => held;
}

/** A built file of dist/client, e.g. '404.html' or 'en/about/index.html'. */
export function readBuiltFile(relativePath: string): Promise<string> {
  return readFile(path.join(clientDir, relativePath), 'utf8');
}

/**
 * Answers document requests for `pathname` with `html`, as a static host would, instead of the
 * Node server's HTTP redirect, so the client-side redirect code is what runs.
 */
export async function serveDocument(
  page: Page,
  pathname: string,
  html: string,
  status = 200,
): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ status, contentType: 'text/html; charset=utf-8', body: html })
        : route.fallback(),
  );
}

/**
 * Resolves once the app has taken over #root and hydrated it. Until then a click may reach
 * markup that no code handles yet, so a test that clicks too early would measure its own timing
 * rather than the app. Hydration runs as a transition, in slices (docs/decisions/066), so the
 * root being claimed is not enough.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    // Set by src/app/started-mark.tsx once the page's render or hydration has committed.
    () => performance.getEntriesByName('site-started').length > 0,
    undefined,
    // Every 20 ms rather than Playwright's default of every frame, which makes the tab draw
    // frames for nothing while it waits: CPU the suite is bound by (decision 048).
    { polling: 20 },
  );
}

/**
 * Opens a page of the site in a new tab of `context` and waits until it is hydrated, collecting
 * its console errors from the start. A status other than 200 fails the test at once.
 */
export async function openHydrated(
  context: BrowserContext,
  pagePath: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: await visitHydrated(page, pagePath) };
}

/** `openHydrated` in a tab the test already has; resolves with the page's errors. */
export async function visitHydrated(page: Page, pagePath: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await loadHydrated(page, pagePath);
  return errors;
}

/**
 * Marks every element of #root as the HTML parser made it, before any script of the page runs
 * (the start script waits for the load event), in each page `context` opens from now on.
 */
export async function markPrerenderedElements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) {
        (element as Element & { e2ePrerendered?: boolean }).e2ePrerendered = true;
      }
    });
  });
}

/**
 * The elements of #root that the app made rather than hydrated, described by tag, id and
 * class: after hydration there should be none on a page opened in a context given
 * `markPrerenderedElements`. Where the first render differs from the prerendered HTML, React
 * renders that part (or the whole root) anew, and the elements it replaced are gone with their
 * state (focus, what was typed).
 */
export function elementsNotPrerendered(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root *')]
      .filter((element) => !(element as Element & { e2ePrerendered?: boolean }).e2ePrerendered)
      .map((element) =>
        [element.localName, element.id && `#${element.id}`, element.getAttribute('class')]
          .filter(Boolean)
          .join(' '),
      ),
  );
}

/**
 * Whether React holds a root in the element with this id. React keeps it under a
 * `__reactContainer$…` property of the element: test-only knowledge of React's internals, which
 * the app never relies on. Another renderer would leave it unset.
 */
export function heldByReact(page: Page, id = 'root'): Promise<boolean> {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    return (
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactContainer$'))
    );
  }, id);
}

/**
 * Records, in every page `context` opens from now on, where each component React renders
 * stands: at each commit, the nearest element above every function component whose function
 * ran for it. It listens as React's developer tools do, through the hook React DOM looks for
 * when it starts, and reads fibers: test-only knowledge of React's internals, as above. A
 * fiber React did not copy for a commit was not rendered, whatever its flags still say.
 */
export async function recordRenderedParts(context: BrowserContext): Promise<void> {
  await context.addInitScript(`(() => {
    const componentTags = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
    const hostTags = new Set([5, 26, 27]); // element, hoistable, singleton
    const performedWork = 1;
    let previousCommit = new Set();
    window.e2eRenderedParts = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        const commit = new Set();
        const stack = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop();
          commit.add(fiber);
          if (
            componentTags.has(fiber.tag) &&
            !previousCommit.has(fiber) &&
            (fiber.flags & performedWork) !== 0
          ) {
            let host = fiber.return;
            while (host && !hostTags.has(host.tag)) host = host.return;
            window.e2eRenderedParts.push(host ? host.stateNode : root.containerInfo);
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        previousCommit = commit;
      },
    };
  })()`);
}

/** How many components recordRenderedParts has seen render inside `selector` so far. */
export function partsRenderedInside(page: Page, selector: string): Promise<number> {
  return page.evaluate((within) => {
    const container = document.querySelector(within);
    const parts = (window as { e2eRenderedParts?: Node[] }).e2eRenderedParts ?? [];
    return parts.filter((node) => container?.contains(node)).length;
  }, selector);
}

/** Loads a page of the site and waits until it is hydrated; a status other than 200 fails. */
export async function loadHydrated(page: Page, pagePath: string): Promise<void> {
  const response = await page.goto(siteUrl(pagePath));
  if (response?.status() !== 200) {
    throw new Error(`${pagePath} answered ${response?.status() ?? 'nothing'}, not 200`);
  }
  await waitForHydration(page);
}

/**
 * Tags the current document so a later check can tell a client-side navigation (same document,
 * tag still there) from a full page load (tag gone).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { e2eDocumentMark?: boolean }).e2eDocumentMark = true;
  });
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { e2eDocumentMark?: boolean }).e2eDocumentMark === true);
}

/**
 * Sends the page's form as a browser without JavaScript does: posts it and loads the server's
 * answer, whose response it returns.
 */
export async function submitWithoutScript(page: Page) {
  const [response] = await Promise.all([
    page.waitForNavigation(),
    page.locator('button[type="submit"]').click(),
  ]);
  return response;
}

/** The text of the page's only h1, after checking there is exactly one. */
export async function singleHeading(page: Page): Promise<string> {
  const headings = page.locator('h1');
  const count = await headings.count();
  if (count !== 1) throw new Error(`Expected exactly one h1 on ${page.url()}, found ${count}.`);
  return (await headings.innerText()).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The h1 and title the build wrote for a page: what a client-rendered visit must end up on. */
export async function prerenderedText(
  pagePath: string,
): Promise<{ heading: string; title: string }> {
  const html = await readBuiltFile(`${pagePath.replace(/^\//, '')}/index.html`);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  if (!heading || !title) throw new Error(`The built page ${pagePath} lacks an h1 or a title.`);
  return { heading: decodeEntities(heading), title: decodeEntities(title) };
}

/**
 * A client-side navigation to any path, links or not: a history entry the router did not
 * create, reached by a real back/forward step, which the router must resolve by itself.
 */
export async function navigateInApp(page: Page, pagePath: string): Promise<void> {
  const from = page.url();
  await page.evaluate((target) => window.history.pushState(null, '', target), pagePath);
  await page.goBack();
  await page.waitForURL(from);
  await page.goForward();
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The chunk files (e.g. assets/paths-B6t5Q8pJ.js) that `source` (e.g. src/pages/about-page.tsx)
 * loads, itself included, read from the build's Vite manifest.
 */
export async function chunkFilesOf(source: string): Promise<Set<string>> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'client-manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return files;
}

/**
 * Runs `check` with a Chromium DevTools setting made by `apply`, and undone by `restore`
 * afterwards whatever `check` did: the tab goes back to a pool, and the next test must find
 * Chromium's defaults.
 */
async function withDevToolsSetting(
  page: Page,
  apply: (cdp: CDPSession) => Promise<unknown>,
  restore: (cdp: CDPSession) => Promise<unknown>,
  check: () => Promise<void>,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await apply(cdp);
  try {
    await check();
  } finally {
    await restore(cdp);
    await cdp.detach();
  }
}

/**
 * Runs `check` with the browser's text size doubled: its font-size setting, as a reader with
 * large text sets it, not page zoom.
 */
export function atTwiceTheTextSize(page: Page, check: () => Promise<void>): Promise<void> {
  const fontSizes = (standard: number, fixed: number) => (cdp: CDPSession) =>
    cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed } });
  return withDevToolsSetting(page, fontSizes(32, 26), fontSizes(16, 13), check);
}

/**
 * Runs `check` with the tab's CPU slowed `rate` times, as on a slow phone, where work React
 * defers (a navigation's render) lands long after the input that caused it.
 */
export function atCpuSlowdown(page: Page, rate: number, check: () => Promise<void>): Promise<void> {
  const slowdown = (times: number) => (cdp: CDPSession) =>
    cdp.send('Emulation.setCPUThrottlingRate', { rate: times });
  return withDevToolsSetting(page, slowdown(rate), slowdown(1), check);
}
