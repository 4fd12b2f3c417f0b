import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildDefines } from '../../build-defines.ts';
import { contentDir } from '../build-layout.ts';
import { generateContent } from './generate.ts';
import { ContentError } from './load-content.ts';

/**
 * The content step inside Vite: content/ is checked and written out before the configuration
 * is resolved (the build constants are computed from it), and in the dev server (npm run dev,
 * npm run cms) again whenever a file in it changes, so an edit saved in the editor shows on the
 * next reload. There a content error shows in the browser's error overlay with the file and
 * field it concerns, and in the terminal.
 */
/** Sent to the dev server's pages when content/ was written out anew (src/main.tsx). */
const contentChangedEvent = 'zs:content-changed';

export function contentPlugin(): Plugin {
  let running: Promise<Record<string, string> | undefined> = Promise.resolve(undefined);
  /** The content step; resolves with the build constants it gives, or undefined on an error. */
  const regenerate = (server?: ViteDevServer) => {
    running = running.then(async () => {
      try {
        const { changed, compiled } = await generateContent();
        // The site's pages reload (src/main.tsx listens); the editor at /admin/ must not, or a
        // save would reload it under the editor's hands.
        if (server && changed.length > 0) server.ws.send(contentChangedEvent, {});
        return buildDefines(compiled);
      } catch (error) {
        if (!(error instanceof ContentError) || !server) throw error;
        server.config.logger.error(error.message);
        server.ws.send({ type: 'error', err: { message: error.message, stack: '' } });
        return undefined;
      }
    });
    return running;
  };
  let defines: Record<string, string> | undefined;
  return {
    name: 'zs-content',
    async config() {
      defines = await regenerate();
      return { define: defines };
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      const onChange = async (file: string) => {
        if (!path.resolve(file).startsWith(contentDir + path.sep)) return;
        const next = await regenerate(server);
        // The constants are compiled into the code: only a change to them needs a restart
        // (a new product's code, a longer range), not every saved product.
        if (next && JSON.stringify(next) !== JSON.stringify(defines)) await server.restart();
      };
      server.watcher.on('change', (file) => void onChange(file));
      server.watcher.on('add', (file) => void onChange(file));
      server.watcher.on('unlink', (file) => void onChange(file));
    },
  };
}
