import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { clientDir, distDir } from '../../scripts/build-layout.ts';
import { editorTestOptions, openEditor } from './support/editor.ts';
import { describe, expect, it } from './support/fixtures.ts';
import { waitForHydration } from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/*
 * The content editor lives at /admin/ only: no public page fetches any of its code, the site's
 * bundles hold none of it, and only /admin/ gets the looser CSP Decap needs.
 */

const publicPages = [
  '/en',
  '/zh/products/vtol/zs-VT15',
  '/en/products/payloads/sensors',
  '/en/compare?items=zs-VT15,zs-VT30',
  '/zh/contact',
];

describe('the content editor', () => {
  it.for(publicPages)('is never fetched by %s', async (pagePath, { tab: page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(siteUrl(pagePath));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.filter((url) => url.startsWith('/admin'))).toEqual([]);
  });

  it('shares no code with the site: no public chunk holds Decap or the editor', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(distDir, 'client-manifest.json'), 'utf8'),
    ) as Record<string, { src?: string }>;
    const modules = Object.keys(manifest);
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((module) => /decap|src\/admin|^admin\//.test(module))).toEqual([]);

    const publicScripts = (await readdir(path.join(clientDir, 'assets'))).filter((file) =>
      file.endsWith('.js'),
    );
    for (const file of publicScripts) {
      const source = await readFile(path.join(clientDir, 'assets', file), 'utf8');
      expect(source.includes('decap-cms'), file).toBe(false);
    }
    // The editor's own bundle does carry it, where only /admin/ loads it.
    const editorScripts = await readdir(path.join(clientDir, 'admin', 'assets'));
    const sources = await Promise.all(
      editorScripts
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(clientDir, 'admin', 'assets', file), 'utf8')),
    );
    expect(sources.some((source) => source.includes('decap-cms'))).toBe(true);
  });

  it('has a CSP of its own; public pages keep theirs', async () => {
    const editor = await fetch(siteUrl('/admin/'));
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain('rel="cms-config-url"');
    const editorPolicy = editor.headers.get('content-security-policy') ?? '';
    expect(editorPolicy).toContain("'unsafe-eval'");
    expect(editorPolicy).toContain("style-src 'self' 'unsafe-inline'");
    expect(editorPolicy).toContain("frame-ancestors 'none'");

    const config = await fetch(siteUrl('/admin/config.yml'));
    expect(config.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(config.headers.get('content-security-policy')).toBe(editorPolicy);
    expect(await config.text()).toContain('name: drones');

    for (const pagePath of ['/en', '/zh/products/vtol/zs-VT15', '/en/about']) {
      const policy = (await fetch(siteUrl(pagePath))).headers.get('content-security-policy');
      expect(policy, pagePath).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy, pagePath).not.toContain("'unsafe-eval'");
      expect(policy, pagePath).not.toContain('unsafe-inline');
    }
    const redirect = await fetch(siteUrl('/admin'), { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/admin/');
  });

  it(
    'loads at /admin/ under its CSP and asks the editor to sign in',
    editorTestOptions,
    async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await openEditor(page, siteUrl('/admin/'), 'Login');
      expect(problems.filter((text) => /Content Security Policy|config/i.test(text))).toEqual([]);
    },
  );
});
