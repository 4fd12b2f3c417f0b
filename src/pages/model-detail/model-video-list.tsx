import type { ProductVideo } from '../../catalogue/product-videos.ts';
import { EmbeddedVideoFacade } from './embedded-video-facade.tsx';
import { SelfHostedVideo } from './self-hosted-video.tsx';

function isEmbed(video: ProductVideo): video is ProductVideo & { embedId: string } {
  return video.source !== 'file' && video.embedId !== undefined;
}

/**
 * A model's videos in one language: a player for each video file, a play button for each
 * Bilibili or YouTube video.
 */
export function ModelVideoList({ videos }: { videos: readonly ProductVideo[] }) {
  return (
    <ul className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2">
      {videos.map((video) => (
        <li key={video.mp4 ?? video.embedId}>
          {isEmbed(video) ? (
            <EmbeddedVideoFacade video={video} />
          ) : (
            <figure>
              <SelfHostedVideo video={video} />
              <figcaption className="mt-2 font-semibold text-slate-900 dark:text-white">
                {video.title}
              </figcaption>
            </figure>
          )}
        </li>
      ))}
    </ul>
  );
}
