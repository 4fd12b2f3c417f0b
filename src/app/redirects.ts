import { isLanguage, type Language } from '../i18n/languages.ts';
import { paths } from '../routing/paths.ts';
import { sitePages } from '../routing/site-pages.ts';

export interface Redirect {
  location: string;
  /** Permanent redirects are safe to cache: they do not depend on the visitor's language. */
  permanent: boolean;
}

const knownSubpaths = new Map(sitePages.map(({ subpath }) => [subpath.toLowerCase(), subpath]));

/**
 * The redirect rules of docs/requirements/routes.md as one pure function, shared by the browser
 * router (so the static build works on any host) and the Fastify server (so visitors get an HTTP
 * redirect before any HTML). Returns undefined when the path is a page to serve as it is.
 *
 * `chooseLanguage` is only called when the URL has no language prefix; the browser and the
 * server each detect it their own way (docs/requirements/languages.md).
 */
export function resolveRedirect(
  pathname: string,
  search: string,
  chooseLanguage: () => Language,
): Redirect | undefined {
  const segments = pathname.split('/').filter(Boolean);
  // A page asked for by its file name (/en/about/index.html) is that page.
  if (segments.at(-1)?.toLowerCase() === 'index.html') segments.pop();
  const [first = '', ...rest] = segments;
  // A prefix in another case (/EN/about) is still a prefix, not a page under the chosen one.
  const prefix = first.toLowerCase();
  if (!isLanguage(prefix)) {
    const lang = chooseLanguage();
    const suffix = segments.length > 0 ? `/${segments.join('/')}` : '';
    return { location: `/${lang}${suffix}${search}`, permanent: false };
  }
  const subpath = rest.join('/');
  const exact = knownSubpaths.get(subpath.toLowerCase());
  if (subpath === 'products/software') {
    return { location: `${paths.products(prefix)}${search}`, permanent: true };
  }
  if (exact !== undefined) {
    const canonical = exact ? `/${prefix}/${exact}` : `/${prefix}`;
    return canonical === pathname
      ? undefined
      : { location: `${canonical}${search}`, permanent: true };
  }
  return { location: paths.home(prefix), permanent: false };
}
