import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ServedPicture } from '../../src/content/served-picture.ts';
import { qrCodesDir } from '../build-layout.ts';
import { mediaFile } from './photos.ts';

/**
 * The largest side a QR code is served at: twice the size pages show it at most (160 CSS px),
 * for sharp modules on a high-density screen. The Official Accounts Platform hands out codes of
 * up to 1280 px; one that size would weigh more than every other picture of a page.
 */
const largestSide = 320;

/**
 * Makes the served copy of an uploaded QR code: whole (a photo's 16:10 crop would cut modules
 * off), at most `largestSide` pixels, as a lossless PNG, because a lossy format blurs the edges
 * a phone's camera reads. Named by the upload's content hash, so a new code gets a new URL; the
 * copies of codes no longer named are removed.
 */
export async function processQrCode(
  contentDir: string,
  image: string,
  outDir: string = qrCodesDir,
): Promise<ServedPicture> {
  const file = mediaFile(contentDir, image);
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: the company facts name the QR code ${image}`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  const source = readFileSync(file);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const name = `${path
    .basename(image)
    .replace(/\.[^.]+$/, '')
    .replace(/[^A-Za-z0-9-]/g, '-')}-${hash}.png`;
  const target = path.join(outDir, name);
  // Nearest neighbour keeps each module a block of one colour whether the upload is scaled
  // down or kept; the palette makes a two-colour picture a few hundred bytes.
  // An unchanged upload is not written again, so a watching dev server rests.
  if (!existsSync(target)) {
    await sharp(source)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(largestSide, largestSide, {
        fit: 'inside',
        withoutEnlargement: true,
        kernel: sharp.kernel.nearest,
      })
      .png({ palette: true, compressionLevel: 9 })
      .toFile(target);
  }
  for (const stale of readdirSync(outDir)) if (stale !== name) rmSync(path.join(outDir, stale));
  const { width, height } = await sharp(target).metadata();
  return { src: `/qr/${name}`, width: width!, height: height! };
}
