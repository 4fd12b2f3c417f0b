import { deferredPart } from '../hydration/deferred-part.tsx';

/**
 * The download request, hydrated only when the visitor comes near it, so a model page's start
 * carries none of its code (docs/decisions/076, 090). Until then the prerendered form works as
 * HTML does: radio buttons, a disclosure, a POST that the server answers with a page.
 */
export const LazyDownloadRequestForm = deferredPart(() =>
  import('./download-request-form.tsx').then((module) => module.DownloadRequestForm),
);
