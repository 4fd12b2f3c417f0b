import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import type { ComponentType } from 'react';
import { payloadCategories } from '../../catalogue/categories.ts';
import { SitePreview } from './site-preview.tsx';

type PreviewRegistry = Pick<CMS, 'registerPreviewTemplate'>;

// Decap hands a template more than its types say: the editor's locale and its store.
const template = SitePreview as unknown as ComponentType<PreviewTemplateComponentProps>;

/**
 * The editor's collections (and the files of the pages collection) whose preview pane shows the
 * site's own page or card. Decap names a files collection's template by the file's name.
 */
export const previewedTemplates = [
  'drones',
  ...payloadCategories.map((category) => `payloads-${category}`),
  'ground-stations',
  'news',
  'firefighting',
  'logistics',
];

let registry: PreviewRegistry | undefined;

export function registerSitePreviews(cms: PreviewRegistry): void {
  registry = cms;
  for (const name of previewedTemplates) cms.registerPreviewTemplate(name, template);
}

// Under npm run cms a save rewrites src/generated, which the pages import: the preview takes
// the new modules in place, rather than Vite reloading the editor under the editor's hands.
import.meta.hot?.accept((next) => {
  const updated = next as { registerSitePreviews?: typeof registerSitePreviews } | undefined;
  if (registry) updated?.registerSitePreviews?.(registry);
});
