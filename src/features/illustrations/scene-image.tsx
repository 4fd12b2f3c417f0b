/**
 * A line-art scene (scenes/*.svg), drawn in the light theme's navy, pale blue and signal
 * orange. It is an image file rather than inline SVG so the drawings cost the page no
 * JavaScript; in the dark theme a filter inverts its lightness and turns the hues back, so
 * navy lines read light blue on the dark background and orange stays orange.
 */
export function SceneImage({
  src,
  width = 320,
  height = 200,
  priority = false,
  className = '',
}: {
  src: string;
  width?: number;
  height?: number;
  /** The hero image: fetched first instead of when it scrolls into view. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`h-auto w-full dark:invert dark:hue-rotate-180 ${className}`}
    />
  );
}
