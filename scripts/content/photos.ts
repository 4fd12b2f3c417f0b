import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoAspect, type PhotoVariants } from '../../src/catalogue/photo-variants.ts';
import { mediaFolder } from '../../src/content/media.ts';
import { photosDir } from '../build-layout.ts';

export type { PhotoVariants };

/** Widths a photo is made in; no larger than the upload, so nothing is blown up. */
const widths = [320, 640, 960, 1280];
const formats = ['avif', 'webp'] as const;

/** Where an uploaded photo (/media/x.jpg, as the editor stores it) lives in content/. */
export function mediaFile(contentDir: string, image: string): string {
  return path.join(contentDir, mediaFolder, path.posix.basename(image));
}

/**
 * Makes the responsive variants of every product photo: cropped to 16:10 around the most
 * interesting part, AVIF and WebP at up to four widths. Files are named by the upload's content
 * hash, so an unchanged photo is not encoded again and a changed one gets new URLs (they are
 * served as immutable). Variants of photos no product names any more are removed.
 */
export async function processPhotos(
  contentDir: string,
  images: readonly string[],
  outDir: string = photosDir,
): Promise<Record<string, PhotoVariants>> {
  mkdirSync(outDir, { recursive: true });
  const result: Record<string, PhotoVariants> = {};
  const keep = new Set<string>();
  for (const image of images) {
    const file = mediaFile(contentDir, image);
    if (!existsSync(file)) {
      throw new Error(
        `${path.relative(process.cwd(), file)} is missing: a product names the photo ${image}`,
      );
    }
    const source = readFileSync(file);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
    const base = `${path
      .basename(image)
      .replace(/\.[^.]+$/, '')
      .replace(/[^A-Za-z0-9-]/g, '-')}-${hash}`;
    const metadata = await sharp(source).metadata();
    const largest = Math.min(widths.at(-1)!, metadata.width ?? widths[0]!);
    const sizes = widths.filter((width) => width <= largest);
    if (sizes.length === 0) sizes.push(largest);
    const srcsets: Record<(typeof formats)[number], string[]> = { avif: [], webp: [] };
    for (const width of sizes) {
      const height = Math.round((width * photoAspect.height) / photoAspect.width);
      for (const format of formats) {
        const name = `${base}-${width}.${format}`;
        keep.add(name);
        const target = path.join(outDir, name);
        if (!existsSync(target)) {
          const resized = sharp(source)
            .rotate()
            .resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
          await (
            format === 'avif'
              ? resized.avif({ quality: 55, effort: 2 })
              : resized.webp({ quality: 78 })
          ).toFile(target);
        }
        srcsets[format].push(`/photos/${name} ${width}w`);
      }
    }
    const top = sizes.at(-1)!;
    result[image] = {
      width: top,
      height: Math.round((top * photoAspect.height) / photoAspect.width),
      avif: srcsets.avif.join(', '),
      webp: srcsets.webp.join(', '),
      src: `/photos/${base}-${top}.webp`,
    };
  }
  for (const name of readdirSync(outDir)) if (!keep.has(name)) rmSync(path.join(outDir, name));
  return result;
}
