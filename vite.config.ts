import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client build goes to dist/client (what any static host serves); `vite build --ssr`
// writes the prerender bundle to dist/server. scripts/build.ts runs both, then prerenders.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // A constant rather than new Date() in the footer, so prerendered and hydrated HTML agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Each page is its own lazy chunk; the prerender step preloads the one a page needs.
    modulePreload: { polyfill: false },
  },
  ssr: {
    noExternal: isSsrBuild ? ['react-router'] : [],
  },
}));
