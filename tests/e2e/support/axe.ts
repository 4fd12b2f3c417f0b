import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import type { Theme } from './themed-tabs.ts';

/** WCAG 2.2 AA as far as a machine can tell: what the spec asks every page to meet. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * What axe-core finds wrong with the page as it is now: the rules with `tags` (all of WCAG 2.2
 * AA by default) or only the named `rules`, within `include` or the whole page.
 *
 * axe-core is run in the page directly rather than through @axe-core/playwright, which sends its
 * 580 KB source into the page twice per run and gets back every rule's passing elements, each
 * with a selector computed for it: together most of a run's cost, over a thousand runs a suite
 * (docs/decisions/056-axe-in-the-page.md). The site has no frames, so nothing is lost.
 */
export async function axeViolations(
  page: Page,
  { tags = wcagTags, rules, include }: { tags?: string[]; rules?: string[]; include?: string } = {},
): Promise<Result[]> {
  // Once per document: a second run on the same page (after a theme switch, say) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
    // Only violations are read: passing elements are then not described one by one.
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ([scope, runOptions]) =>
      (await window.axe!.run(scope ?? document, runOptions)).violations,
    [include ?? null, options] as const,
  );
}

/** One entry per offending element: the rule, the element and the page, so it can be fixed. */
export function describeViolations(violations: readonly Result[], where: string): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? 'n/a'}] on ${where}\n` +
        `  target: ${node.target.join(' ')}\n` +
        `  ${node.failureSummary?.replaceAll('\n', '\n  ') ?? violation.help}\n` +
        `  help: ${violation.helpUrl}`,
    ),
  );
}

/**
 * The rules whose outcome depends on colour. The dark theme changes colours only (its markup
 * differs in one aria-pressed value and a decorative icon), so the other rules, which read the
 * markup, would give the light theme's answer again at the same cost: about half of each run.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * A page's problems in a theme, described: every WCAG rule in the light theme, the colour rules
 * in the dark one.
 */
export async function themeProblems(page: Page, theme: Theme, where: string): Promise<string[]> {
  const violations = await axeViolations(page, theme === 'light' ? {} : { rules: colourRules });
  return describeViolations(violations, where);
}
