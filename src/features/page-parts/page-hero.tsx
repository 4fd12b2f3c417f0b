import type { ReactNode } from 'react';
import { SceneImage } from '../illustrations/scene-image.tsx';
import { OpeningBand } from './opening-band.tsx';

/**
 * The opening band of a solution page: label, the page's one h1, lead, calls to action and
 * the page's scene, side by side from the large breakpoint and stacked below it.
 */
export function PageHero({
  eyebrow,
  heading,
  lead,
  image,
  breadcrumbs,
  children,
}: {
  eyebrow: string;
  heading: string;
  lead: string;
  /** A 480 × 360 scene from features/illustrations. */
  image: string;
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <OpeningBand className="pt-8 pb-12 sm:pb-16">
      {breadcrumbs}
      <div className="mt-6 grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-sky-300">
            {eyebrow}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl dark:text-white">
            {heading}
          </h1>
          <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">{lead}</p>
          {children}
        </div>
        <SceneImage src={image} width={480} height={360} priority className="mx-auto max-w-xl" />
      </div>
    </OpeningBand>
  );
}
