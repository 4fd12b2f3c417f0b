import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { expect, test } from 'vitest';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { languages } from '../../src/i18n/languages.ts';
import { siteUrl } from './support/site.ts';

interface Crawl {
  links: LinkResult[];
  /** Pages whose HTML linkinator fetched and searched for further links. */
  crawled: Set<string>;
  /** Links the server answered with a redirect, as [link, where it led]. */
  redirected: [string, string][];
}

/**
 * Follows every link of the site under one language prefix. Links elsewhere (mailto:, tel:, the
 * production origin in canonical and alternate links) are skipped: they are not this server's.
 */
async function crawl(lang: string): Promise<Crawl> {
  const origin = new URL(siteUrl('/')).origin;
  const checker = new LinkChecker();
  const crawled = new Set<string>();
  const redirected: [string, string][] = [];
  checker.on('pagestart', (url) => crawled.add(url));
  checker.on('redirect', ({ url, targetUrl }) => redirected.push([url, targetUrl ?? '?']));
  const { links } = await checker.check({
    path: siteUrl(`/${lang}`),
    recurse: true,
    concurrency: 8,
    timeout: 15_000,
    // Reported, not failed: the test below decides which redirects hide a broken link.
    redirects: 'warn',
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
  });
  return { links, crawled, redirected };
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/**
 * linkinator resolves in-page fragments (the skip link's #main) against the page URL with a
 * slash added, and the server drops that slash again: the same page, not a different one.
 */
function samePage(from: string, to: string): boolean {
  const canonical = (url: string) => pathOf(url).replace(/(?<=.)\/(?=\?|$)/, '');
  return canonical(from) === canonical(to);
}

test('no internal link is broken, and every page was crawled', { timeout: 120_000 }, async () => {
  // linkinator only recurses below the path it starts from, so each language is its own crawl;
  // the other language's pages are still checked as link targets.
  const crawls = await Promise.all(languages.map(crawl));
  const links = crawls.flatMap((result) => result.links);
  const crawled = new Set(crawls.flatMap((result) => [...result.crawled].map(pathOf)));

  const broken = links
    .filter(
      (link) =>
        link.state === LinkState.BROKEN ||
        (link.state !== LinkState.SKIPPED && (!link.status || link.status >= 400)),
    )
    .map(
      (link) =>
        `${link.status ?? 0} ${pathOf(link.url)}` +
        (link.parent ? ` (linked from ${pathOf(link.parent)})` : ''),
    );
  expect(broken.length, `broken links:\n${broken.join('\n')}\n`).toBe(0);

  // Unknown paths redirect to a home page (docs/requirements/routes.md) rather than answer 404, so
  // a mistyped link or a missing file shows up as a redirect to somewhere else, never as a 404.
  const misdirected = crawls
    .flatMap((result) => result.redirected)
    .filter(([from, to]) => !samePage(from, to))
    .map(([from, to]) => {
      const parent = links.find((link) => link.url === from)?.parent;
      return `${pathOf(from)} redirects to ${pathOf(to)}${parent ? ` (linked from ${pathOf(parent)})` : ''}`;
    });
  expect(
    misdirected.length,
    `internal links that only land somewhere by redirect:\n${misdirected.join('\n')}\n`,
  ).toBe(0);

  const missed = allPagePaths().filter((page) => !crawled.has(page));
  expect(missed.length, `pages the crawl never reached:\n${missed.join('\n')}\n`).toBe(0);
});
