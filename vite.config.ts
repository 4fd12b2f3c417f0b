import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildDefines } from './build-defines.ts';
import { clientDir, serverBundleDir } from './scripts/build-layout.ts';

// The client build goes to dist/client (what any static host serves); `vite build --ssr`
// writes the prerender bundle to dist/server (DIST_DIR moves both; see build-layout.ts). scripts/build.ts runs both, then prerenders.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: buildDefines,
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? serverBundleDir : clientDir,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Each page is its own lazy chunk; the prerender step preloads the one a page needs.
    modulePreload: { polyfill: false },
  },
  // The prerender bundle carries its dependencies, so it runs wherever DIST_DIR puts it.
  ssr: { noExternal: isSsrBuild ? true : [] },
}));
