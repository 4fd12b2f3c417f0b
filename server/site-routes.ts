import type { FastifyInstance } from 'fastify';
import { languageRedirectPage } from '../src/app/language-redirect.ts';
import { resolveRedirect } from '../src/app/redirects.ts';
import { languageChoice, type LanguageChoice } from './choose-language.ts';
import { sendSiteFile, type SiteFile } from './site-files.ts';

/** Paths that name a file rather than a page: build output folders, or a name with an extension. */
function isFileRequest(pathname: string): boolean {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/locales/')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A page asked for by its file name (/en/about/index.html) is redirected to the page.
  return lastSegment !== 'index.html' && /\.[A-Za-z0-9]{1,8}$/.test(lastSegment);
}

/**
 * Every GET of the site that no other route takes: a file of the build, a prerendered page, or
 * the redirects of docs/requirements/routes.md before any HTML is sent. A path without a language
 * prefix is redirected over HTTP when lng or the i18next cookie decides; otherwise the answer is
 * the small page that decides in the browser, where local storage comes first
 * (src/app/language-redirect.ts).
 */
export function registerSiteRoutes(app: FastifyInstance, files: Map<string, SiteFile>): void {
  const notFoundPage = files.get('/404.html');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://site.invalid');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: malformed URL');
      }
      // Pages are served by their path only; their file names redirect to it.
      const file = pathname.endsWith('/index.html') ? undefined : files.get(pathname);
      if (file) return sendSiteFile(request, reply, file);
      // The content editor is a folder's page: Decap resolves its routes after the slash.
      if (pathname === '/admin') return reply.redirect('/admin/', 301);
      const page = files.get(
        pathname === '/admin/' ? '/admin/index.html' : `${pathname}/index.html`,
      );
      if (page) return sendSiteFile(request, reply, page);
      // A file the build does not have (a chunk of an earlier deploy, a translation that does
      // not exist) is a 404: redirecting it to a page would hand HTML to a script loader.
      if (isFileRequest(pathname)) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      }

      const asked: { choice?: LanguageChoice } = {};
      const redirect = resolveRedirect(pathname, url.search, () => {
        asked.choice = languageChoice({
          query: url.searchParams,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
        return asked.choice.lang;
      });
      if (redirect) {
        if (redirect.permanent) {
          return reply
            .header('cache-control', 'public, max-age=3600')
            .redirect(redirect.location, 301);
        }
        reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language');
        if (asked.choice && !asked.choice.stored) {
          return reply
            .type('text/html; charset=utf-8')
            .send(languageRedirectPage(redirect.location, asked.choice.lang));
        }
        return reply.redirect(redirect.location, 302);
      }
      // A route-table page without a built file: the build is incomplete.
      request.log.error({ pathname }, 'page missing from the build');
      if (notFoundPage) return sendSiteFile(request, reply, notFoundPage, { status: 404 });
      return reply.code(404).send();
    },
  });
}
