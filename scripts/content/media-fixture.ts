import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { afterAll, beforeAll } from 'vitest';

/**
 * A throwaway project for a test of a media step (photos, QR codes): pictures the test draws go
 * into its content/media, the step writes into `output` beside it, and all is removed after.
 */
export function mediaFixture(prefix: string, output: string) {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const contentDir = () => path.join(folder, 'content');
  return {
    contentDir,
    outDir: () => path.join(folder, output),
    /** Saves a drawn picture into content/media, as a JPEG whatever its name says. */
    async save(name: string, picture: Sharp): Promise<void> {
      mkdirSync(path.join(contentDir(), 'media'), { recursive: true });
      await picture.jpeg().toFile(path.join(contentDir(), 'media', name));
    },
  };
}
