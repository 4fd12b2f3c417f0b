import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { resolveRedirect } from '../src/app/redirects.ts';
import type { BuildInfo } from '../scripts/build-layout.ts';
import { chooseLanguage } from './choose-language.ts';
import type { ServerConfig } from './config.ts';
import { registerLeads } from './leads/leads-plugin.ts';
import { securityHeaders } from './security-headers.ts';
import { chooseEncoding, indexStaticFiles, type StaticFile } from './static-files.ts';

async function readBuildInfo(siteDir: string): Promise<BuildInfo> {
  const file = path.join(siteDir, '..', 'build-info.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BuildInfo;
  } catch (error) {
    throw new Error(`Cannot read ${file}; rebuild the site with "npm run build".`, {
      cause: error,
    });
  }
}

/**
 * RFC 9110 §13.1.2: If-None-Match lists one or more tags (or "*") and compares them weakly, so
 * a cache that sends several stored tags, or marks ours W/, still gets its 304.
 */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function sendFile(request: FastifyRequest, reply: FastifyReply, entry: StaticFile, status = 200) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.encoded);
  const variant = encoding ? entry.encoded[encoding] : undefined;
  reply
    .header('content-type', entry.contentType)
    .header('cache-control', status === 200 ? entry.cacheControl : 'no-store')
    .header('vary', 'Accept-Encoding');
  if (status === 200) {
    const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
    reply.header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', variant?.size ?? entry.size);
  reply.code(status);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(variant?.file ?? entry.file));
}

/** Paths that name a file rather than a page: build output folders, or a name with an extension. */
function isFileRequest(pathname: string): boolean {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/locales/')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A page asked for by its file name (/en/about/index.html) is sent to the page instead.
  return lastSegment !== 'index.html' && /\.[A-Za-z0-9]{1,8}$/.test(lastSegment);
}

/**
 * The web server: serves the prerendered build with pre-compressed files, performs SPEC §2's
 * redirects before any HTML is sent, and answers /healthz.
 */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const [files, buildInfo] = await Promise.all([
    indexStaticFiles(config.siteDir),
    readBuildInfo(config.siteDir),
  ]);
  const headers = securityHeaders(buildInfo.scriptHashes);
  const notFoundPage = files.get('/404.html');

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Fastify answers a URL it cannot decode before any hook runs, so onSend would not add
    // the security headers; this answer sets them itself.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply
        .headers(headers)
        .code(error.statusCode ?? 400)
        .type('text/plain; charset=utf-8')
        .send('Bad request: malformed URL');
    },
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  app.get('/healthz', async () => ({ status: 'ok', builtAt: buildInfo.builtAt }));
  if (config.leads) await registerLeads(app, config.leads, config.siteDir);

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
      const asset = files.get(pathname);
      if (asset && !pathname.endsWith('/index.html')) return sendFile(request, reply, asset);
      // A file the build does not have (a chunk of an earlier deploy, a translation that does
      // not exist) is a 404: redirecting it to a page would hand HTML to a script loader.
      if (isFileRequest(pathname)) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      }

      const redirect = resolveRedirect(pathname, url.search, () =>
        chooseLanguage({
          query: url.searchParams,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        }),
      );
      if (redirect) {
        if (redirect.permanent) reply.header('cache-control', 'public, max-age=3600');
        else reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language');
        return reply.redirect(redirect.location, redirect.permanent ? 301 : 302);
      }
      const page = files.get(`${pathname}/index.html`);
      if (page) return sendFile(request, reply, page);
      // A route-table page without a built file: the build is incomplete.
      request.log.error({ pathname }, 'page missing from the build');
      if (notFoundPage) return sendFile(request, reply, notFoundPage, 404);
      return reply.code(404).send();
    },
  });

  return app;
}
