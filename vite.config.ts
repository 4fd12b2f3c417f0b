import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientDir, serverBundleDir } from './scripts/build-layout.ts';
import { contentPlugin } from './scripts/content/vite-plugin.ts';

// The client build goes to dist/client (what any static host serves); `vite build --ssr`
// writes the prerender bundle to dist/server (DIST_DIR moves both; see build-layout.ts). scripts/build.ts runs both, then prerenders.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [contentPlugin(), react(), tailwindcss()],
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? serverBundleDir : clientDir,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Each page is its own lazy chunk; the prerender step preloads the one a page needs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The browser loads the head builder on demand (document-head.tsx); the prerender bundle
      // imports it directly, which makes that dynamic import pointless there, as intended.
      checks: isSsrBuild ? { ineffectiveDynamicImport: false } : {},
      output: {
        // Everything the entry needs at start-up (React, the router, i18next and the site's
        // shell) in one file: fetched on every page anyway, and one file compresses better and
        // costs one request instead of a dozen small ones (docs/decisions/009).
        codeSplitting: isSsrBuild ? undefined : { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  // The prerender bundle carries its dependencies, so it runs wherever DIST_DIR puts it.
  ssr: { noExternal: isSsrBuild ? true : [] },
}));
