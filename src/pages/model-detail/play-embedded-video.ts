import { embedPlayers, type EmbedSource } from '../../catalogue/product-videos.ts';

/**
 * Puts the service's player where its play button was, playing: loaded on the first click of
 * the button (embedded-video-facade.tsx), so pages carry none of this before then. The frame
 * is added beside the button React rendered, which it then hides rather than removes, so
 * React still finds the elements it owns.
 */
export function playEmbeddedVideo(
  box: HTMLElement,
  button: HTMLElement,
  service: EmbedSource,
  id: string,
  title: string,
): void {
  if (box.querySelector('iframe')) return;
  const frame = document.createElement('iframe');
  frame.src = embedPlayers[service].player(id);
  frame.title = title;
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.className = 'absolute inset-0 size-full border-0';
  button.style.display = 'none';
  box.append(frame);
  frame.focus();
}
