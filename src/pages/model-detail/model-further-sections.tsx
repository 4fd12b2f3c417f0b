import { ModelContactBanner } from './model-contact-banner.tsx';
import { ModelDownloads } from './model-downloads.tsx';
import { ModelFaq } from './model-faq.tsx';
import { ModelKeyFeatures } from './model-key-features.tsx';
import { ModelOptionalPayloads } from './model-optional-payloads.tsx';
import { ModelPhotos } from './model-photos.tsx';
import { ModelReadyCta } from './model-ready-cta.tsx';
import { ModelSpecifications } from './model-specifications.tsx';
import { ModelVideo } from './model-video.tsx';
import type { ModelPartProps } from './model-part.ts';

/**
 * The sections of a model page below its hero: the contact banner, key features, photos,
 * specifications, video, optional payloads, downloads, questions and the closing call to action.
 * The page hydrates them when the visitor comes near (docs/decisions/090). Each is a component of
 * its own, so their hydration, which yields to the browser between components, never renders
 * them all in one task (docs/decisions/022).
 */
export function ModelFurtherSections(part: ModelPartProps) {
  return (
    <>
      <ModelContactBanner {...part} />
      <ModelKeyFeatures {...part} />
      <ModelPhotos {...part} />
      <ModelSpecifications {...part} />
      <ModelVideo {...part} />
      <ModelOptionalPayloads {...part} />
      <ModelDownloads {...part} />
      <ModelFaq {...part} />
      <ModelReadyCta {...part} />
    </>
  );
}
