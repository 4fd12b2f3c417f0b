import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaFixture } from './media-fixture.ts';
import { processQrCode } from './qr-codes.ts';

/* The QR code step, on codes-like pictures this test draws itself: black and white blocks. */

const { contentDir, outDir, save } = mediaFixture('qr-', 'qr');

/** A square of `modules` × `modules` blocks in a checkerboard, `side` pixels wide. */
async function drawCode(name: string, side: number, modules: number) {
  const block = side / modules;
  const rects = [];
  for (let row = 0; row < modules; row++)
    for (let col = 0; col < modules; col++)
      if ((row + col) % 2 === 0)
        rects.push(
          `<rect x="${col * block}" y="${row * block}" width="${block}" height="${block}"/>`,
        );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="#fff"/>${rects.join('')}</svg>`;
  await save(name, sharp(Buffer.from(svg)));
}

beforeAll(async () => {
  // 29 modules of 44 px, as a version 3 code has: their edges fall between the served pixels.
  await drawCode('large.png', 1276, 29);
  await drawCode('small.jpg', 160, 32);
});

describe('the WeChat QR code', () => {
  it('is served whole as a PNG of at most 320 px, never enlarged', async () => {
    const large = await processQrCode(contentDir(), '/media/large.png', outDir());
    expect(large).toEqual({
      src: expect.stringMatching(/^\/qr\/large-[0-9a-f]{10}\.png$/),
      width: 320,
      height: 320,
    });
    const file = path.join(outDir(), path.basename(large.src));
    expect((await sharp(file).metadata()).format).toBe('png');
    // Every pixel black or white: no grey seam, which a smoothing filter leaves at each edge
    // and a phone's camera reads less surely.
    const { data } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
    const grey = [...data].filter((value) => value > 40 && value < 215).length;
    expect(grey).toBe(0);
    // Whole, not cropped: the first block (black) starts at the corner.
    expect(data[0]).toBeLessThan(40);

    const small = await processQrCode(contentDir(), '/media/small.jpg', outDir());
    expect([small.width, small.height]).toEqual([160, 160]);
    // Only the code named last is kept.
    expect(readdirSync(outDir())).toEqual([path.basename(small.src)]);
  });

  it('names a missing upload', async () => {
    await expect(processQrCode(contentDir(), '/media/gone.png', outDir())).rejects.toThrow(
      /gone\.png is missing: the company facts name the QR code/,
    );
  });

  it('gets a new name when the upload changes', async () => {
    const before = await processQrCode(contentDir(), '/media/small.jpg', outDir());
    writeFileSync(
      path.join(contentDir(), 'media', 'small.jpg'),
      await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const after = await processQrCode(contentDir(), '/media/small.jpg', outDir());
    expect(after.src).not.toBe(before.src);
  });
});
