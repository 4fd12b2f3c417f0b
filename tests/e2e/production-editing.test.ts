import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { distDir, projectRoot } from '../../scripts/build-layout.ts';
import { startServer, type ServerProcess } from '../../scripts/server-process.ts';
import { editorTestOptions, openEditor } from './support/editor.ts';
import { describe, expect, it } from './support/fixtures.ts';
import { runToEnd } from './support/project-copy.ts';
import { selfSignedCertificate } from './support/self-signed-certificate.ts';

/*
 * Production editing (issue 9, deliverable 8) as far as it can run without a GitLab or Forgejo
 * on this machine: the site's build with the editor built for a git host from the CMS_*
 * variables, served by the real server, in a real browser. The git host is an HTTPS server of
 * this test's own that records what the editor sends it: the sign-in (PKCE) and the exchange of
 * its code for a token, which it refuses, as a host does for a code it never issued. What
 * happens after a token (the host's API) needs a real git host and is not tested here.
 */

interface SignIn {
  authorize?: URLSearchParams;
  token?: Record<string, string>;
}

/** How each backend signs in, from Decap's own backends. */
const backends = [
  { name: 'gitlab', authorize: '/oauth/authorize', token: '/oauth/token', button: 'GitLab' },
  {
    name: 'forgejo',
    authorize: '/login/oauth/authorize',
    token: '/login/oauth/access_token',
    button: 'Forgejo',
  },
] as const;

const refusal = 'This git host issued no such code';
const issuedCode = 'code-from-the-git-host';

let scratch: string;
let tls: { key: Buffer; cert: Buffer };

it.beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'production-editing-'));
  // The build accepts only https:// git hosts.
  tls = selfSignedCertificate(scratch);
});

it.afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The git host's sign-in endpoints, recording what reaches them. */
async function startGitHost(
  backend: (typeof backends)[number],
  signIn: SignIn,
): Promise<{ server: Server; origin: string }> {
  const server = createServer(tls, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://127.0.0.1');
    // The token exchange is a cross-origin fetch from the editor, as with a real host.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    if (request.method === 'GET' && url.pathname === backend.authorize) {
      // The editor signed in and approved the application: back to the editor with a code.
      signIn.authorize = url.searchParams;
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', issuedCode);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href }).end();
    } else if (request.method === 'OPTIONS' && url.pathname === backend.token) {
      response.writeHead(204, { 'access-control-allow-methods': 'POST' }).end();
    } else if (request.method === 'POST' && url.pathname === backend.token) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        signIn.token = JSON.parse(body) as Record<string, string>;
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid_grant', error_description: refusal }));
      });
    } else {
      response.writeHead(404).end();
    }
  });
  return { server, origin: await listenOnLoopback(server) };
}

/** Starts an HTTPS server of the test's on a free loopback port; its origin. */
async function listenOnLoopback(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('No address.');
  return `https://127.0.0.1:${address.port}`;
}

/**
 * A copy of the build whose editor is set up for a git host as a deployment would (only the
 * editor's settings depend on where editors save), served by the real server.
 */
async function serveEditorBuiltFor(
  name: string,
  cmsEnvironment: Record<string, string>,
): Promise<ServerProcess> {
  const build = path.join(scratch, name);
  cpSync(distDir, build, { recursive: true });
  await runToEnd(
    projectRoot,
    'scripts/admin-build.ts',
    { DIST_DIR: build, CMS_REPO: 'zs-uav/website', CMS_BRANCH: 'main', ...cmsEnvironment },
    ['--settings-only'],
  );
  return startServer({ env: { DIST_DIR: build } });
}

describe.for(backends)('editing on the live site with $name', editorTestOptions, (backend) => {
  const signIn: SignIn = {};
  let gitHost: Awaited<ReturnType<typeof startGitHost>>;
  let site: ServerProcess;

  it.beforeAll(async () => {
    gitHost = await startGitHost(backend, signIn);
    site = await serveEditorBuiltFor(backend.name, {
      CMS_BACKEND: backend.name,
      CMS_BASE_URL: gitHost.origin,
      CMS_OAUTH_CLIENT_ID: 'website-editor',
    });
  }, 180_000);

  it.afterAll(async () => {
    await site?.dispose();
    gitHost?.server.close();
  });

  it('is configured for the host, the branch and the editorial workflow', async () => {
    const config = parse(await (await fetch(`${site.baseUrl}/admin/config.yml`)).text()) as {
      backend: Record<string, string>;
      publish_mode?: string;
      local_backend?: unknown;
      locale?: string;
    };
    expect(config.backend).toMatchObject({
      name: backend.name,
      repo: 'zs-uav/website',
      branch: 'main',
      app_id: 'website-editor',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toBeUndefined();
    // Decap's own words, where "Publish" really publishes (decision 073).
    expect(config.locale).toBe('en');
    // Only /admin/ may talk to the git host.
    const editorPolicy = (await fetch(`${site.baseUrl}/admin/`)).headers.get(
      'content-security-policy',
    );
    expect(editorPolicy).toMatch(new RegExp(`connect-src [^;]*${gitHost.origin}`));
    const sitePolicy = (await fetch(`${site.baseUrl}/en`)).headers.get('content-security-policy');
    expect(sitePolicy).not.toContain(gitHost.origin);
  });

  it('signs the editor in at the git host with PKCE and exchanges the code it brings back', async ({
    newContext,
  }) => {
    const context = await newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const login = await openEditor(page, `${site.baseUrl}/admin/`, `Login with ${backend.button}`);
    // Above the button, the company's mark and name, decoded (the editor's CSP allows it).
    const logo = page.getByRole('img', { name: 'Logo' });
    await expect
      .poll(
        () =>
          logo.evaluate(
            (image: HTMLImageElement) => `${image.naturalWidth}×${image.naturalHeight}`,
          ),
        { timeout: 30_000 },
      )
      .toBe('264×96');
    await login.click();

    // Back at the editor with the code, which it sends with its verifier; the host refuses it.
    await page.getByText(refusal).waitFor({ timeout: 30_000 });
    const editor = `${site.baseUrl}/admin/`;
    expect(Object.fromEntries(signIn.authorize ?? [])).toMatchObject({
      client_id: 'website-editor',
      redirect_uri: editor,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(signIn.token).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'website-editor',
      redirect_uri: editor,
      code: issuedCode,
    });
    // The verifier is the one whose hash the sign-in sent (RFC 7636, S256).
    const challenge = createHash('sha256')
      .update(signIn.token?.code_verifier ?? '')
      .digest('base64url');
    expect(challenge).toBe(signIn.authorize?.get('code_challenge'));
  });
});

/**
 * Decap's GitHub sign-in goes through an OAuth service (CMS_BASE_URL): it opens the service's
 * /auth in a window of its own, and that window and the editor greet each other with messages
 * before the window sends the result back through `window.opener`. This service refuses, as one
 * does that cannot reach GitHub; the editor must show its refusal, which it can only hear if the
 * window kept its opener after leaving the site (docs/decisions/103).
 */
describe('signing in on the live site with github', editorTestOptions, () => {
  const refusedBy = 'This OAuth service could not reach GitHub';
  const asked: { auth?: URLSearchParams } = {};
  let service: Server;
  let site: ServerProcess;

  it.beforeAll(async () => {
    service = createServer(tls, (request, response) => {
      const url = new URL(request.url ?? '/', 'https://127.0.0.1');
      if (request.method !== 'GET' || url.pathname !== '/auth') {
        response.writeHead(404).end();
        return;
      }
      asked.auth = url.searchParams;
      // The handshake of Decap's OAuth services (decap-cms-lib-auth's NetlifyAuthenticator).
      const result = `authorization:github:error:${JSON.stringify({ message: refusedBy })}`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><title>OAuth service</title><script>
          const editor = window.opener;
          window.addEventListener('message', (event) => {
            if (event.data === 'authorizing:github') editor.postMessage(${JSON.stringify(result)}, event.origin);
          });
          editor.postMessage('authorizing:github', '*');
        </script>`,
      );
    });
    site = await serveEditorBuiltFor('github', {
      CMS_BACKEND: 'github',
      CMS_BASE_URL: await listenOnLoopback(service),
    });
  }, 180_000);

  it.afterAll(async () => {
    await site?.dispose();
    service?.close();
  });

  it("lets the editor's own windows keep their opener; the pages keep theirs to themselves", async () => {
    const opener = async (pathname: string) =>
      (await fetch(`${site.baseUrl}${pathname}`)).headers.get('cross-origin-opener-policy');
    expect(await opener('/admin/')).toBe('same-origin-allow-popups');
    expect(await opener('/en')).toBe('same-origin');
  });

  it("hears the OAuth service's answer from the window it opened", async ({ newContext }) => {
    const context = await newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const login = await openEditor(page, `${site.baseUrl}/admin/`, 'Login with GitHub');
    const signInWindow = context.waitForEvent('page');
    await login.click();
    await signInWindow;
    await page.getByText(refusedBy).waitFor({ timeout: 30_000 });
    expect(asked.auth?.get('provider')).toBe('github');
    expect(asked.auth?.get('scope')).toBe('repo');
  });
});
