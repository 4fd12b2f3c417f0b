// First: what Decap's modules expect of the page before any of them runs.
import './node-globals.ts';
import type { ComponentType } from 'react';
import CMS from 'decap-cms-app';
import { createRoot } from 'react-dom/client';
import { parse } from 'yaml';
import { refuseBadDocuments } from './check-documents.ts';
import { refuseMisplacedPictures } from './check-pictures.ts';
import { refuseMissingTranslations } from './check-translations.ts';
import { contentFormat, contentFormatName, type CollectionTree } from './content-format.ts';
import { editorPhrases, localSaveLocale, paneLabelStyle } from './editor-words.ts';
import { FigureControl, FigurePreview } from './figure-widget.tsx';
import { withMediaFolderAssets, type GetAsset } from './media-assets.tsx';
import { registerSitePreviews } from './preview/register-previews.ts';
import { SaveRefusalBanner } from './save-refusal-banner.tsx';

/*
 * The content editor at /admin/ (Decap CMS). This page and its bundle are built apart from the
 * site (scripts/admin-build.ts), so no public page loads any of it. Its configuration,
 * generated from the content schemas, is /admin/config.yml.
 */
// Files are written in their own key order and style, so a save changes only its lines. The
// writer orders keys by the editor's fields: the configuration Decap itself reads.
let editorCollections: readonly CollectionTree[] | undefined;
const configUrl =
  document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? 'config.yml';
void fetch(configUrl)
  .then((response) => response.text())
  .then((text) => {
    editorCollections = (parse(text) as { collections: CollectionTree[] }).collections;
  });
CMS.registerCustomFormat(
  contentFormatName,
  'yaml',
  contentFormat(() => editorCollections),
);
CMS.registerWidget('figure', FigureControl, FigurePreview);
// Uploads shown through the editor's backend, not from /media/, which nothing serves.
const { control, preview, ...image } = CMS.getWidget('image') as unknown as {
  control: ComponentType<{ getAsset: GetAsset }>;
  preview: ComponentType<{ getAsset: GetAsset }>;
};
CMS.registerWidget({
  ...image,
  name: 'image',
  controlComponent: withMediaFolderAssets(control),
  previewComponent: withMediaFolderAssets(preview),
} as never);
CMS.registerEventListener({ name: 'preSave', handler: refuseMissingTranslations });
CMS.registerEventListener({ name: 'preSave', handler: refuseMisplacedPictures });
CMS.registerEventListener({ name: 'preSave', handler: refuseBadDocuments });
// The preview pane shows the site's pages in the site's own stylesheet: the built file, which
// scripts/admin-build.ts names, or under npm run cms the dev server's.
CMS.registerPreviewStyle(import.meta.env.DEV ? '/src/styles.css' : __SITE_STYLESHEET__);
registerSitePreviews(CMS);
// Words that tell an editor what a button does (editor-words.ts); the configuration picks the
// locale with "Save" where saving publishes nothing.
const english = CMS.getLocale('en') as unknown as Parameters<typeof editorPhrases>[0];
CMS.registerLocale('en', editorPhrases(english, false) as never);
CMS.registerLocale(localSaveLocale, editorPhrases(english, true) as never);
const paneLabels = document.createElement('style');
paneLabels.textContent = paneLabelStyle();
document.head.append(paneLabels);
CMS.init();
// A refused save stays said at the top of the form until dismissed (save-refusal-banner.tsx):
// beside Decap's own tree, watching its store.
const bannerHost = document.createElement('div');
document.body.append(bannerHost);
createRoot(bannerHost).render(<SaveRefusalBanner />);
