import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFolderAtomically } from './atomic-folder.ts';

let parent: string;
let target: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'atomic-folder-'));
  target = path.join(parent, 'dist');
  await mkdir(target);
  await writeFile(path.join(target, 'index.html'), 'old build');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function writeBuild(staging: string, text: string) {
  await mkdir(staging, { recursive: true });
  await writeFile(path.join(staging, 'index.html'), text);
}

describe('replaceFolderAtomically', () => {
  it('puts the new folder in place and leaves nothing beside it', async () => {
    let seenWhileWriting = '';
    const done = await replaceFolderAtomically(target, async (staging) => {
      await writeBuild(staging, 'new build');
      // A reader of the target meanwhile still finds the old build whole.
      seenWhileWriting = await readFile(path.join(target, 'index.html'), 'utf8');
      return true;
    });
    expect(done).toBe(true);
    expect(seenWhileWriting).toBe('old build');
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('new build');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('creates the folder when there was none', async () => {
    await rm(target, { recursive: true });
    expect(
      await replaceFolderAtomically(target, (staging) =>
        writeBuild(staging, 'first').then(() => true),
      ),
    ).toBe(true);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('first');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('leaves the old folder as it was when the build reports failure', async () => {
    const done = await replaceFolderAtomically(target, async (staging) => {
      await writeBuild(staging, 'half a build');
      return false;
    });
    expect(done).toBe(false);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('old build');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('leaves the old folder as it was when the build throws, and passes the error on', async () => {
    await expect(
      replaceFolderAtomically(target, async (staging) => {
        await writeBuild(staging, 'half a build');
        throw new Error('prerender failed');
      }),
    ).rejects.toThrow('prerender failed');
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('old build');
    expect(await readdir(parent)).toEqual(['dist']);
  });
});
