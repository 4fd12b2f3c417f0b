import { productPhotos } from '../../catalogue/product-photos.ts';
import type { CatalogueProduct } from './catalogue-products.ts';
import { productDrawing } from './illustrations.ts';
import { ProductImage } from './product-image.tsx';
import { ProductPhoto, type PictureLayout } from './product-photo.tsx';
import { productBase } from './product-text.ts';

/** A card's picture in a grid of one, two or three columns, the widest 1280 px apart. */
export const cardImageSizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** A product's picture: its first photo when the editor gave it one, else its drawing. */
export function ProductPicture({
  product,
  ...layout
}: PictureLayout & { product: CatalogueProduct }) {
  const [photo] = productPhotos(productBase(product));
  return photo ? (
    <ProductPhoto photo={photo} {...layout} />
  ) : (
    <ProductImage
      src={productDrawing(product)}
      priority={layout.priority}
      className={layout.className}
    />
  );
}
