import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Drone } from '../../src/catalogue/drones.ts';
import { photoAspect } from '../../src/catalogue/photo-variants.ts';
import { productPhotos } from '../../src/catalogue/product-photos.ts';
import { productDrawingName } from '../../src/features/catalogue/drawing-names.ts';
import { modelProduct } from '../../src/pages/model-detail/model-part.ts';
import { contentDir, projectRoot } from '../build-layout.ts';
import { mediaFile } from '../content/photos.ts';

/** Where the product drawings' SVG files are, each named as drawing-names.ts names it. */
const drawingsDir = path.join(projectRoot, 'src', 'features', 'catalogue', 'illustrations');

/**
 * Wide enough for the sheet's picture (about 250 pt, 3.5 in) at some 270 dpi, so it prints
 * sharp, and small enough to keep the sheet far under its size budget.
 */
const pictureWidth = 960;
const pictureHeight = (pictureWidth * photoAspect.height) / photoAspect.width;

/**
 * The picture at the top of a model's sheet, as the page's top shows it: its first photo, else
 * its drawing. PDF takes PNG and JPEG, not SVG or the page's AVIF and WebP, so the drawing is
 * rasterised (a palette PNG: a line drawing has few colours) and the photo's upload is cropped
 * to the page's 16:10 and made a JPEG.
 */
export async function specSheetPicture(drone: Drone): Promise<Buffer> {
  const [photo] = productPhotos(drone);
  if (photo) {
    return sharp(mediaFile(contentDir, photo.image))
      .resize(pictureWidth, pictureHeight, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }
  const svg = await readFile(
    path.join(drawingsDir, `${productDrawingName(modelProduct(drone))}.svg`),
  );
  return sharp(svg, { density: (72 * pictureWidth) / 320 })
    .resize(pictureWidth, pictureHeight)
    .flatten({ background: '#ffffff' })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}
