import { useRef, type MouseEvent } from 'react';
import { embedPlayers, type ProductVideo } from '../../catalogue/product-videos.ts';
import { videoPoster } from '../../catalogue/video-poster.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';

/**
 * A Bilibili or YouTube video as a play button: nothing loads from the service until the
 * visitor presses it, and then its player takes the button's place. The player's code loads
 * on that click; without JavaScript the button is a link to the video's page there. The
 * picture is our own poster, never the service's thumbnail, which would be a request to it.
 */
export function EmbeddedVideoFacade({ video }: { video: ProductVideo & { embedId: string } }) {
  const { t } = usePageTranslation(pageNamespaces.model);
  const frame = useRef<HTMLDivElement>(null);
  const service = video.source === 'bilibili' ? 'bilibili' : 'youtube';
  const poster = videoPoster(video);
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const link = event.currentTarget;
    void import('./play-embedded-video.ts').then(({ playEmbeddedVideo }) =>
      playEmbeddedVideo(frame.current!, link, service, video.embedId, video.title),
    );
  };
  return (
    <div
      ref={frame}
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900"
    >
      <a
        href={embedPlayers[service].watchPage(video.embedId)}
        onClick={play}
        className="group absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white no-underline"
      >
        {poster && (
          <img
            src={poster}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover opacity-70"
          />
        )}
        <span
          aria-hidden="true"
          className="relative flex size-16 items-center justify-center rounded-full bg-brand-700 text-2xl shadow-lg group-hover:bg-brand-800"
        >
          ▶
        </span>
        <span className="relative font-semibold">
          <span className="sr-only">{t('model.playVideo')} </span>
          {video.title}
        </span>
        <span className="relative text-sm">
          {t('model.embedNote', { host: new URL(embedPlayers[service].origin).host })}
        </span>
      </a>
    </div>
  );
}
