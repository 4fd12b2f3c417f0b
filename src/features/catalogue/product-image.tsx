import { SceneImage } from '../illustrations/scene-image.tsx';

/**
 * A product or family drawing at its natural 320 × 200 ratio: the width and height attributes
 * reserve the space before the file arrives, so nothing below it moves. Decorative: the name
 * next to it says what it shows.
 */
export function ProductImage({
  src,
  priority = false,
  className = '',
}: {
  src: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <SceneImage src={src} width={320} height={200} priority={priority} className={className} />
  );
}
