import {
  defaultLanguage,
  languageCookie,
  languageQueryParameter,
  languages,
  languageStorageKey,
} from '../i18n/languages.ts';

/**
 * The browser's half of "add the language prefix" (docs/requirements/routes.md), for a path without
 * one: the bare root and prefix-less paths answered by the Node server, and the static host's
 * index.html and 404.html. It picks the language in docs/requirements/languages.md's order (lng,
 * the i18next cookie, local storage, then the server's Accept-Language choice where a server made
 * one, else the browser's languages, else en) and replaces the URL, keeping path, query and hash.
 * The server redirects over HTTP itself when lng or the cookie decides; it cannot read local
 * storage, hence this page.
 *
 * A path that has a prefix, in any case, is left to the app's router (case fixes, unknown pages).
 * The script is one fixed text, so one CSP hash covers every page that carries it.
 */
const fallbackMetaName = 'language-fallback';

export const languageRedirectScript = `(function () {
  var supported = ${JSON.stringify(languages)};
  var l = window.location;
  if (new RegExp('^/(' + supported.join('|') + ')(/|$)', 'i').test(l.pathname)) return;
  function exact(value) {
    return supported.indexOf(value) === -1 ? null : value;
  }
  function primary(tag) {
    return exact(String(tag || '').toLowerCase().split(/[-_]/)[0]);
  }
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|;\\\\s*)' + name + '=([^;]*)'));
    try {
      return match ? decodeURIComponent(match[1]) : null;
    } catch (e) {
      return null;
    }
  }
  var stored = null;
  try {
    stored = primary(window.localStorage.getItem(${JSON.stringify(languageStorageKey)}));
  } catch (e) {}
  var fallback = document.querySelector('meta[name="${fallbackMetaName}"]');
  var browser = null;
  var tags = navigator.languages || [navigator.language];
  for (var i = 0; i < tags.length && !browser; i++) browser = primary(tags[i]);
  var lang =
    exact(new URLSearchParams(l.search).get(${JSON.stringify(languageQueryParameter)})) ||
    exact(cookie(${JSON.stringify(languageCookie)})) ||
    stored ||
    (fallback && exact(fallback.getAttribute('content'))) ||
    browser ||
    ${JSON.stringify(defaultLanguage)};
  var rest = l.pathname === '/' || l.pathname === '/index.html' ? '' : l.pathname;
  l.replace('/' + lang + rest + l.search + l.hash);
})();`;

/** The interim text of docs/requirements/routes.md: shown before a language is known, in both. */
export const redirectingHtml =
  '<span lang="en">redirecting</span> · <span lang="zh">正在跳转</span>';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Head tags for a page that redirects: without JavaScript the meta refresh goes to `target`. */
export function redirectHeadTags(target: string): string {
  return [
    '<title>redirecting · 正在跳转</title>',
    '<meta name="robots" content="noindex" />',
    `<noscript><meta http-equiv="refresh" content="0; url=${escapeAttribute(target)}" /></noscript>`,
  ].join('\n    ');
}

/**
 * The whole small page: the interim text as a link to `target` (what a browser without
 * JavaScript reaches, also by meta refresh), and the script. `serverChoice` is the language the
 * server read from Accept-Language, which the script uses after local storage.
 */
export function languageRedirectPage(target: string, serverChoice?: string): string {
  const fallback = serverChoice
    ? `\n    <meta name="${fallbackMetaName}" content="${escapeAttribute(serverChoice)}" />`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${redirectHeadTags(target)}${fallback}
  </head>
  <body>
    <p role="status"><a href="${escapeAttribute(target)}">${redirectingHtml}</a></p>
    <script>${languageRedirectScript}</script>
  </body>
</html>
`;
}
