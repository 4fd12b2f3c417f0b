import type { ShownPhoto } from '../../catalogue/product-photos.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** How a product's picture sits in the page, whether it is a photo or the drawing in its place. */
export interface PictureLayout {
  /** The image's displayed width at each breakpoint, as in the sizes attribute. */
  sizes: string;
  /** In view at once (the first photo of a page): fetched right away, not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded product photo, in AVIF where the browser reads it and WebP otherwise, at the
 * width the layout needs (`sizes`). Its width and height give the 16:10 of the drawings it
 * replaces, so the space is reserved before a byte arrives. Described in the page's language.
 */
export function ProductPhoto({
  photo,
  sizes,
  priority = false,
  className = '',
}: PictureLayout & { photo: ShownPhoto }) {
  const lang = useLanguage();
  const { variants } = photo;
  return (
    <picture>
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      <img
        src={variants.src}
        alt={photo.alt[lang]}
        width={variants.width}
        height={variants.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={`h-auto w-full object-cover ${className}`}
      />
    </picture>
  );
}
