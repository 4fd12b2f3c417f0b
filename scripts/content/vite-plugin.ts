import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildDefines } from '../../build-defines.ts';
import { contentDir } from '../build-layout.ts';
import { generateContent } from './generate.ts';
import { ContentError } from './load-content.ts';

/** Sent to the dev server's pages when content/ was written out anew (src/main.tsx). */
const contentChangedEvent = 'zs:content-changed';

/**
 * The content step inside Vite: content/ is checked and written out before the build starts,
 * and in the dev server (npm run dev, npm run cms) again whenever a file in it changes, so an
 * edit saved in the editor shows on the next reload. There a content error shows in the
 * browser's error overlay with the file and field it concerns, and in the terminal.
 */
export function contentPlugin(): Plugin {
  let running: Promise<void> = Promise.resolve();
  /** The content step, one run at a time. */
  const regenerate = (server?: ViteDevServer) => {
    running = running.then(async () => {
      try {
        const { changed } = await generateContent();
        // The site's pages reload (src/main.tsx listens); the editor at /admin/ must not, or a
        // save would reload it under the editor's hands: it takes the rewritten data modules
        // as hot updates (src/admin/preview/register-previews.ts; decisions 050 and 108).
        if (server && changed.length > 0) server.ws.send(contentChangedEvent, {});
      } catch (error) {
        if (!(error instanceof ContentError) || !server) throw error;
        server.config.logger.error(error.message);
        server.ws.send({ type: 'error', err: { message: error.message, stack: '' } });
      }
    });
    return running;
  };
  return {
    name: 'zs-content',
    async config() {
      await regenerate();
      return { define: buildDefines() };
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      const onChange = (file: string) => {
        if (path.resolve(file).startsWith(contentDir + path.sep)) void regenerate(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
