/**
 * Whether code that failed to load twice can only arrive with a new load of the page.
 *
 * Browsers from before whatwg/html#10327 keep a failed module fetch in the page's module map.
 * Chromium 150 does, and so do the Firefox and Safari versions of the same time. There, every
 * later import() of that chunk, or of a chunk that imports it, fails at once, without asking
 * the network. Browsers that follow the change fetch the chunk again. A deploy that renamed
 * the chunks gives the same picture everywhere: the page's old chunk names are gone for good.
 *
 * So after a second failure, ask the server for the page itself. If it answers, the network is
 * back and the chunk still cannot load in this page: only a new page load, with the server's
 * current HTML, gets it. If it does not answer, the visitor is still offline: a new load would
 * show the browser's error page instead of ours. (docs/decisions/106)
 */
export async function failedCodeNeedsPageLoad(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
