import { photoVariants } from '../generated/photos.ts';
import type { ProductVideo } from './video-schema.ts';

/**
 * The picture shown before a video plays: its address on the CDN, or the largest WebP the
 * content step made of an uploaded poster (the same sizes and formats as a product photo).
 */
export function videoPoster(video: Pick<ProductVideo, 'poster' | 'posterUrl'>): string | undefined {
  if (video.posterUrl !== undefined) return video.posterUrl;
  if (video.poster === undefined) return undefined;
  const variants = photoVariants[video.poster];
  if (!variants)
    throw new Error(`No variants of the poster ${video.poster}; run the content step.`);
  return variants.src;
}
