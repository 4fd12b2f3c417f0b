import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaFixture } from './media-fixture.ts';
import { processPhotos } from './photos.ts';

/* The photo step, on pictures this test draws itself. */

const { contentDir, outDir, save } = mediaFixture('photos-', 'photos');

async function drawPhoto(name: string, width: number, height: number) {
  await save(
    name,
    sharp({ create: { width, height, channels: 3, background: '#3b6ea5' } }).composite([
      {
        input: {
          create: {
            width: Math.round(width / 4),
            height: Math.round(height / 4),
            channels: 3,
            background: '#f60',
          },
        },
        top: Math.round(height / 2),
        left: Math.round(width / 3),
      },
    ]),
  );
}

beforeAll(async () => {
  await drawPhoto('large.jpg', 2000, 1500);
  await drawPhoto('small.jpg', 500, 400);
});

// Encoding eight AVIF and WebP files takes seconds on a busy two-core machine.
describe('product photos', { timeout: 30_000 }, () => {
  it('are made in AVIF and WebP at each width up to the upload’s, cropped to 16:10', async () => {
    const photos = await processPhotos(
      contentDir(),
      ['/media/large.jpg', '/media/small.jpg'],
      outDir(),
    );
    const large = photos['/media/large.jpg']!;
    expect({ width: large.width, height: large.height }).toEqual({ width: 1280, height: 800 });
    expect(large.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
    ]);
    expect(large.webp).toMatch(/^\/photos\/large-[0-9a-f]{10}-320\.webp 320w, /);
    expect(large.src).toMatch(/^\/photos\/large-[0-9a-f]{10}-1280\.webp$/);

    // Never blown up: a 500 px upload is made at 320 px only.
    const small = photos['/media/small.jpg']!;
    expect({ width: small.width, height: small.height }).toEqual({ width: 320, height: 200 });

    for (const url of [...large.avif.split(', '), ...large.webp.split(', ')]) {
      const [file, width] = url.split(' ') as [string, string];
      const metadata = await sharp(path.join(outDir(), path.basename(file))).metadata();
      expect(metadata.format).toBe(file.endsWith('.avif') ? 'heif' : 'webp');
      expect(`${metadata.width}w`).toBe(width);
      expect(metadata.height).toBe((metadata.width! * 10) / 16);
    }
  });

  it('removes the variants of photos no product names any more', async () => {
    await processPhotos(contentDir(), ['/media/small.jpg'], outDir());
    expect(readdirSync(outDir()).every((file) => file.startsWith('small-'))).toBe(true);
  });

  it('names the missing file when a product names a photo that was not uploaded', async () => {
    await expect(processPhotos(contentDir(), ['/media/gone.jpg'], outDir())).rejects.toThrow(
      /media\/gone\.jpg is missing/,
    );
  });
});
