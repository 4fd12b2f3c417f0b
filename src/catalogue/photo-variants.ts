/**
 * A product photo as the build made it (scripts/content/photos.ts): AVIF and WebP files at
 * several widths, all cropped to the 16:10 of the product drawings it replaces, so a photo
 * takes exactly the drawing's place and nothing moves while it loads.
 */
export interface PhotoVariants {
  /** The largest variant's size: the width and height attributes, for the aspect ratio. */
  width: number;
  height: number;
  /** srcset values, "url 320w, url 640w, …". */
  avif: string;
  webp: string;
  /** The largest WebP, for the img element's src. */
  src: string;
}

/** The ratio of product drawings and photos (320 × 200). */
export const photoAspect = { width: 16, height: 10 } as const;
