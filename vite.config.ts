import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientDir, distDir, serverBundleDir } from './scripts/build-layout.ts';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { eagerCompile } from './scripts/eager-compile.ts';
import { preloadWhatIsNew } from './scripts/preload-what-is-new.ts';

// React Router's package exports name only its development build, whose warnings stay in the
// browser's code; its production build is the same code with them switched off. Both paths must
// share one build, or the router's contexts would exist twice (docs/decisions/009).
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

// The client build goes to dist/client (what any static host serves); `vite build --ssr`
// writes the prerender bundle to dist/server (DIST_DIR moves both; see build-layout.ts). scripts/build-site.ts runs both, then prerenders.
const preload = preloadWhatIsNew();

export default defineConfig(({ command, isSsrBuild }) => ({
  // contentPlugin also supplies the build's defines, from the generated content.
  plugins: [
    contentPlugin(),
    react(),
    tailwindcss(),
    preload.plugin,
    // The browser's chunks only: the prerender runs in Node, once.
    ...(isSsrBuild ? [] : [eagerCompile()]),
  ],
  resolve: {
    alias: [
      // The dev server keeps the warnings.
      ...(command === 'build' && !isSsrBuild ? reactRouterProductionBuild : []),
    ],
  },
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? serverBundleDir : clientDir,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Each page is its own lazy chunk; the prerender step preloads the one a page needs.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // The browser loads the head builder on demand (document-head.tsx); the prerender bundle
      // imports it directly, which makes that dynamic import pointless there, as intended.
      checks: isSsrBuild ? { ineffectiveDynamicImport: false } : {},
      output: {
        // What the entry needs at start-up in three files fetched side by side: React (with
        // React DOM and its scheduler), the router with i18next, and the site's shell. The
        // browser compiles each file as it arrives, so start-up costs three short tasks rather
        // than one long one (docs/decisions/022); three files still compress well and fit one
        // round of requests.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'shell', tags: ['$initial'], priority: 1 },
                // Small modules that the pages using one of them mostly use together. Left to
                // themselves they come apart into files of 0.1–0.5 KB whenever the set of pages
                // reaching each shifts (a deferred part took some of a page's uses), and each file
                // costs its own compression and imports (docs/decisions/090).
                {
                  name: 'format-quantity',
                  test: /src[\\/]i18n[\\/](?:format-quantity|decimal-text)\.ts$/,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
                {
                  name: 'illustrations',
                  test: /src[\\/]features[\\/]catalogue[\\/](?:illustrations\.ts|drawing-names\.ts|illustrations[\\/])/,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
                {
                  name: 'sales-links',
                  test: /src[\\/]features[\\/]page-parts[\\/](?:contact-sales-link|name-for-screen-readers|quote-link)\.tsx$/,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
                {
                  name: 'page-section',
                  test: /src[\\/]features[\\/]page-parts[\\/](?:page-section|section-heading|cta-band)\.tsx$/,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
                {
                  name: 'spec-list',
                  test: /src[\\/]features[\\/]catalogue[\\/](?:spec-list\.tsx|product-spec-rows\.ts|product-heading-id\.ts|labelled-links\.tsx)$/,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
              ],
            },
      },
    },
  },
  server: {
    watch: {
      // A build run beside the dev server (npm run build while npm run cms is open) writes
      // thousands of files into a folder beside dist/ and then swaps the two (scripts/
      // atomic-folder.ts). None is a source: unwatched, they cost the dev server nothing, where
      // it handled each one and reloaded any page whose name an HTML file among them matched.
      ignored: [`${distDir}/**`, `${path.dirname(distDir)}/.${path.basename(distDir)}-*/**`],
    },
  },
  // The prerender bundle carries its dependencies, so it runs wherever DIST_DIR puts it.
  ssr: { noExternal: isSsrBuild ? true : [] },
}));
