import type { Page } from 'playwright-core';

/**
 * The built editor is one module of about 6 MB, and the page's load event waits for it to run.
 * On a busy two-core machine that took longer than Playwright's 15 s navigation timeout (CI,
 * 2026-12-01), so the tests wait for what they check, the sign-in button, and give the editor
 * this long to draw it.
 */
const builtEditorStart = 90_000;

/** For a test that opens the built editor: its start, then a minute for the steps after. */
export const editorTestOptions = { timeout: builtEditorStart + 60_000 };

/**
 * Opens the editor at `url` and waits for its sign-in button, which it returns. `startTimeout`
 * is for the development editor of `npm run cms`, whose modules the dev server compiles on the
 * first request: minutes on a busy machine.
 */
export async function openEditor(
  page: Page,
  url: string,
  signInButton: string,
  startTimeout = builtEditorStart,
) {
  await page.goto(url, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: signInButton, exact: true });
  await button.waitFor({ timeout: startTimeout });
  return button;
}
