import { useEffect, useMemo, useState } from 'react';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullCatalogue } from '../../features/catalogue/full-catalogue.ts';
import { CatalogueProvider } from '../../features/catalogue/catalogue-context.tsx';
import { defaultLanguage, isLanguage, languages, type Language } from '../../i18n/languages.ts';
import { LanguageContext } from '../../i18n/use-language.ts';
import { pagePath, type PageRef } from '../../routing/site-pages.ts';
import type { PageRefHandle } from '../../routing/use-page-ref.ts';
import { readEditorEntry, type EditorEntry } from './editor-entry.ts';
import { PreviewBody } from './preview-body.tsx';
import { PreviewErrorBoundary } from './preview-error-boundary.tsx';
import { useMediaFolderAssets } from '../media-assets.tsx';
import { PreviewNotice } from './preview-notice.tsx';
import { pageOf } from './preview-pages.ts';
import { fetchSiteTexts, previewI18n } from './preview-texts.ts';

type ImmutableLike = {
  toJS(): unknown;
  get(key: string): unknown;
  getIn(path: string[]): unknown;
};

/** What Decap hands a preview template (decap-cms-core, EditorPreviewPane). */
export interface PreviewTemplateProps {
  /** The entry in the preview's language: a translation's preview holds its texts only. */
  entry: ImmutableLike;
  collection: ImmutableLike;
  /** The language the editor is writing in, chosen in the editor's left pane. */
  locale?: string;
  /** Decap's store: its draft holds the shared fields while a translation is previewed. */
  state?: { entryDraft?: ImmutableLike };
  getAsset: (path: string) => { toString(): string };
}

const plain = (value: unknown) =>
  ((value as ImmutableLike | undefined)?.toJS?.() ?? {}) as Record<string, unknown>;

/** The whole entry being edited: shared fields, English texts and the other languages' texts. */
function editorEntryOf(props: PreviewTemplateProps): EditorEntry {
  // Decap gives a translation's preview that language's texts alone; the draft has them all.
  const full = (props.state?.entryDraft?.get('entry') as ImmutableLike | undefined) ?? props.entry;
  return {
    collection: String(props.collection.get('name')),
    name: String(full.get('slug') ?? ''),
    english: plain(full.get('data')),
    other: Object.fromEntries(
      languages
        .filter((lang) => lang !== defaultLanguage)
        .map((lang) => [lang, plain(full.getIn(['i18n', lang, 'data']))]),
    ),
  };
}

/** The published texts of a language, fetched once per preview and language. */
function useSiteTexts(lang: Language) {
  const [texts, setTexts] = useState<{
    lang: Language;
    namespaces?: Awaited<ReturnType<typeof fetchSiteTexts>>;
    error?: string;
  }>();
  useEffect(() => {
    let current = true;
    fetchSiteTexts(lang).then(
      (namespaces) => current && setTexts({ lang, namespaces }),
      (error: Error) => current && setTexts({ lang, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return texts?.lang === lang ? texts : undefined;
}

/**
 * The preview pane of drones, payloads, ground stations, news and the solution pages: the site's
 * own page and listing card, rendered by the site's components from the entry being edited, in
 * the language the editor is writing in (docs/decisions/050-live-preview.md).
 */
export function SitePreview(props: PreviewTemplateProps) {
  const lang = isLanguage(props.locale) ? props.locale : defaultLanguage;
  const edited = editorEntryOf(props);
  // Decap renders the preview again for changes elsewhere in the editor; the entry's JSON says
  // whether the entry itself changed.
  const editedJson = JSON.stringify(edited);
  const read = useMemo(() => readEditorEntry(JSON.parse(editedJson) as EditorEntry), [editedJson]);
  const site = useSiteTexts(lang);
  const i18n = useMemo(
    () => site?.namespaces && previewI18n(lang, site.namespaces, read.texts),
    [lang, site, read],
  );
  const getAsset = useMediaFolderAssets(props.getAsset);
  const router = useMemo(() => {
    if (!read.data) return undefined;
    const page = pageOf(read.data) ?? ({ kind: 'category', category: 'vtol' } as PageRef);
    const handle: PageRefHandle = { page };
    // The whole catalogue, in which the preview puts the entry being edited (site-data.ts).
    const body = (
      <CatalogueProvider catalogue={fullCatalogue}>
        <PreviewBody
          data={read.data}
          fileName={edited.name}
          assetUrl={(image) => getAsset(image).toString()}
        />
      </CatalogueProvider>
    );
    return createMemoryRouter([{ path: '*', element: body, handle }], {
      initialEntries: [pagePath(lang, page)],
    });
  }, [lang, read, edited.name, getAsset]);

  if (read.problems.length > 0 || !read.data) {
    return (
      <PreviewNotice>
        <p>The page shows once the entry is one the site can build:</p>
        <ul className="mt-2 list-disc pl-6">
          {read.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </PreviewNotice>
    );
  }
  if (site?.error)
    return <PreviewNotice>The site’s texts could not be loaded: {site.error}</PreviewNotice>;
  if (!i18n || !router) return <PreviewNotice>Loading the site’s texts…</PreviewNotice>;

  return (
    <PreviewErrorBoundary resetKey={read}>
      <I18nProvider i18n={i18n}>
        <LanguageContext.Provider value={lang}>
          <RouterProvider router={router} />
        </LanguageContext.Provider>
      </I18nProvider>
    </PreviewErrorBoundary>
  );
}
