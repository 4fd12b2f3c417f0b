import { photoVariants } from '../generated/photos.ts';
import type { PhotoVariants } from './photo-variants.ts';
import type { ProductBase, ProductPhoto } from './product-schema.ts';

/** A product photo with the responsive files the build made of it. */
export type ShownPhoto = ProductPhoto & { variants: PhotoVariants };

/**
 * A product's photos, in the editor's order, each with its AVIF and WebP variants. The content
 * step makes the variants of every photo a product names and stops when an upload is missing,
 * so a photo without them is a build that skipped that step.
 */
export function productPhotos(product: Pick<ProductBase, 'photos' | 'slug'>): ShownPhoto[] {
  return product.photos.map((photo) => {
    const variants = photoVariants[photo.image];
    if (!variants) {
      throw new Error(`${product.slug}: no variants of ${photo.image}; run the content step.`);
    }
    return { ...photo, variants };
  });
}
