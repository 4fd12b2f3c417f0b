import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { BuildInfo } from '../scripts/build-layout.ts';
import { AccessLog, defaultAccessLogOptions, type AccessLogOptions } from './access-log.ts';
import type { ServerConfig } from './config.ts';
import { registerLeads } from './leads/leads-plugin.ts';
import { withNoTransform } from './no-transform.ts';
import { editorSecurityHeaders, securityHeaders } from './security-headers.ts';
import { defaultMemoryLimitBytes, indexSiteFiles } from './site-files.ts';
import { registerSiteRoutes } from './site-routes.ts';

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

/** The content editor's page, bundle and configuration: the only place its CSP applies. */
function isEditorPath(url: string): boolean {
  return url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');
}

/** Settings tests change; the server itself always runs with the defaults. */
export interface ServerTuning {
  /** Files up to this size are answered from memory, larger ones streamed from disk. */
  memoryLimitBytes?: number;
  accessLog?: AccessLogOptions;
}

/**
 * The web server: serves the prerendered build with pre-compressed files, performs the redirects
 * of docs/requirements/routes.md before any HTML is sent, receives contact requests and answers
 * /healthz.
 */
export async function buildServer(
  config: ServerConfig,
  tuning: ServerTuning = {},
): Promise<FastifyInstance> {
  const [files, buildInfo] = await Promise.all([
    indexSiteFiles(config.siteDir, tuning.memoryLimitBytes ?? defaultMemoryLimitBytes),
    readBuildInfo(config.siteDir),
  ]);
  const headers = securityHeaders(buildInfo.scriptHashes, buildInfo.styleHashes);
  // A page that shows videos has headers of its own, which allow their hosts.
  const pageHeaders = new Map(
    Object.entries(buildInfo.videoSources ?? {}).map(([page, videos]) => [
      page,
      securityHeaders(buildInfo.scriptHashes, buildInfo.styleHashes, videos),
    ]),
  );
  const headersFor = (url: string) => {
    if (isEditorPath(url)) return editorHeaders;
    const pathname = url.split('?')[0]!.replace(/\/(index\.html)?$/, '');
    return pageHeaders.get(pathname) ?? headers;
  };
  const editorHeaders = editorSecurityHeaders(buildInfo.editorOrigins ?? []);
  const accessLog = new AccessLog(tuning.accessLog ?? defaultAccessLogOptions);

  const app = Fastify({
    logger: { level: config.logLevel },
    logController: accessLog,
    trustProxy: config.trustProxy,
    // Fastify answers a URL it cannot decode before any hook runs, so onSend would not add
    // the security headers; this answer sets them itself.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply
        .headers(headers)
        .header('cache-control', withNoTransform('no-store'))
        .code(error.statusCode ?? 400)
        .type('text/plain; charset=utf-8')
        .send('Bad request: malformed URL');
    },
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headersFor(request.url));
    reply.header('cache-control', withNoTransform(reply.getHeader('cache-control')));
    done(null, payload);
  });
  app.addHook('onReady', async () => accessLog.start(app.log));
  app.addHook('onClose', async () => accessLog.stop(app.log));

  // Files too large to hold in memory; the site routes decide which file a URL means.
  await app.register(fastifyStatic, {
    root: config.siteDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  app.get('/healthz', async () => ({ status: 'ok', builtAt: buildInfo.builtAt }));
  if (config.leads) {
    await registerLeads(app, config.leads, {
      siteDir: config.siteDir,
      files,
      transferRecipient: buildInfo.leadsTransferAbroad || undefined,
    });
  }
  registerSiteRoutes(app, files);
  return app;
}
