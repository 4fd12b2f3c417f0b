import type { ProductVideo } from '../../catalogue/product-videos.ts';
import { videoPoster } from '../../catalogue/video-poster.ts';
import { contentLanguages, languageNames } from '../../i18n/languages.ts';

/**
 * A video file on the company's host or CDN, played by the browser itself. Nothing of it loads
 * before the visitor presses play (preload none) but the poster. An HLS stream comes first for
 * Safari, which streams it; browsers that cannot play HLS skip it for the MP4. The captions come
 * from the CDN too, which a track may only do with CORS: hence crossorigin, and the CDN must
 * allow this site to read its files.
 */
export function SelfHostedVideo({ video }: { video: ProductVideo }) {
  const captionsLanguage = video.captionsLanguage ?? video.language;
  return (
    <video
      controls
      preload="none"
      playsInline
      crossOrigin="anonymous"
      poster={videoPoster(video)}
      title={video.title}
      className="aspect-video w-full rounded-lg bg-slate-950"
    >
      {video.hls && <source src={video.hls} type="application/vnd.apple.mpegurl" />}
      <source src={video.mp4} type="video/mp4" />
      <track
        kind="captions"
        src={video.captions}
        srcLang={contentLanguages[captionsLanguage]}
        label={languageNames[captionsLanguage]}
        default
      />
    </video>
  );
}
