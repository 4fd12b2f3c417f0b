import type { Language } from '../i18n/languages.ts';
import type { ProductVideo } from './video-schema.ts';

/**
 * Where a product video plays from (issue 34): a file on the company's own host or CDN, which
 * the browser plays itself, or Bilibili (for visitors in China) or YouTube (blocked there),
 * embedded only when the visitor asks for it.
 */
export const videoSources = ['file', 'bilibili', 'youtube'] as const;
export type VideoSource = (typeof videoSources)[number];
export type EmbedSource = Exclude<VideoSource, 'file'>;

export type { ProductVideo };

/** The videos a model page shows in `language`, in the order content lists them. */
export function videosIn(
  product: { videos: readonly ProductVideo[] },
  language: Language,
): ProductVideo[] {
  return product.videos.filter((video) => video.language === language);
}

/**
 * Each embedding service's player, the one origin a page with its video may frame, and the
 * video's own page there (the play button's link when JavaScript is off). YouTube's player is
 * its no-cookie host, which sets no cookie until the video plays.
 */
export const embedPlayers: Record<
  EmbedSource,
  { origin: string; player: (id: string) => string; watchPage: (id: string) => string }
> = {
  bilibili: {
    origin: 'https://player.bilibili.com',
    player: (id) => `https://player.bilibili.com/player.html?bvid=${id}&autoplay=1`,
    watchPage: (id) => `https://www.bilibili.com/video/${id}`,
  },
  youtube: {
    origin: 'https://www.youtube-nocookie.com',
    player: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    watchPage: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
};

/** What a page's CSP must allow beyond its own origin, for the videos it shows. */
export interface VideoCspSources {
  /** The hosts of video files and their captions (media-src). */
  media: string[];
  /** The hosts of posters given by address (img-src). */
  img: string[];
  /** The players of embedded videos (frame-src). */
  frame: string[];
}

/**
 * The origins `videos` load from, each once, in order: derived from the addresses in content,
 * so a video on a new CDN needs no other change, and a page without videos allows nothing more.
 */
export function videoCspSources(videos: readonly ProductVideo[]): VideoCspSources {
  const origins = (urls: (string | undefined)[]) => [
    ...new Set(urls.flatMap((url) => (url === undefined ? [] : [new URL(url).origin]))),
  ];
  return {
    media: origins(videos.flatMap((video) => [video.mp4, video.hls, video.captions])),
    img: origins(videos.map((video) => video.posterUrl)),
    frame: [
      ...new Set(
        videos.flatMap((video) =>
          video.source === 'file' ? [] : [embedPlayers[video.source].origin],
        ),
      ),
    ],
  };
}
