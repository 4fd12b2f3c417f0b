/*
 * Words of the editor's own screens (Decap's English phrases) that said something untrue or
 * nothing at all to marketing staff. See docs/decisions/073-editor-media-and-words.md.
 *
 * Locally (npm run cms, no git host) a save writes the file on this computer and nothing goes
 * live, so the save action says "Save", not Decap's "Publish ▸ Publish now". On the live site
 * the editorial workflow keeps Decap's words: there "Save" keeps a draft and "Publish" really
 * publishes. The configuration names the locale (scripts/content/cms-config.ts).
 */

/** Decap's locale for an editor whose saves only write files (no editorial workflow). */
export const localSaveLocale = 'en-x-save';

/** Everywhere: the buttons beside the form, and the button that adds an entry. */
export const paneWords = {
  /** The toggle that brings the Chinese column back beside the English one. */
  toggleI18n: 'Chinese column',
  togglePreview: 'Preview',
} as const;

/** "New Drone", as the README names it (Decap's own is "＋ Drone"). */
export const newEntryWords = { newButton: 'New %{collectionLabel}' } as const;

/** Where a save writes files and publishes nothing. */
export const localSaveWords = {
  publish: 'Save',
  publishing: 'Saving...',
  publishNow: 'Save now',
  publishAndCreateNew: 'Save and create new',
  publishAndDuplicate: 'Save and duplicate',
  published: 'Saved',
  deletePublishedEntry: 'Delete entry',
} as const;

/**
 * A refused save said in plain words: "Not saved: Chinese › Summary: write this text", never
 * Decap's "Failed to persist entry: Error: …".
 */
export const refusalWords = {
  onFailToPersist: 'Not saved: %{details}',
  missingRequiredField: 'Not saved: a required field is empty. It is marked in red.',
} as const;

/**
 * The banner a refused save leaves at the top of the form (save-refusal-banner.tsx):
 * "Not saved: ZS-EM25 › Payload: must be more than 0", until dismissed.
 */
export const refusalBannerWords = {
  notSaved: 'Not saved:',
  dismiss: 'Dismiss',
  /** An entry with nothing yet to call it by. */
  thisEntry: 'this entry',
  /** A field Decap marked without a reason in words. */
  fixField: 'a field marked in red needs a change',
} as const;

/**
 * Decap's reasons under a refused field, said the way our own checks say theirs: the field's
 * label, then what to do ("Model name: fill this in", "Slug: write this text").
 */
export const fieldCheckWords = {
  required: '%{fieldLabel}: fill this in',
  regexPattern: '%{fieldLabel}: %{pattern}',
} as const;

type Phrases = Record<string, Record<string, Record<string, unknown>>>;

/** Decap's English phrases with ours; `localSave` for an editor whose saves only write files. */
export function editorPhrases(english: Phrases, localSave: boolean): Phrases {
  const { editor = {}, collection = {}, ui = {} } = english;
  return {
    ...english,
    ui: { ...ui, toast: { ...ui.toast, ...refusalWords } },
    editor: {
      ...editor,
      editorControlPane: {
        ...editor.editorControlPane,
        widget: {
          ...(editor.editorControlPane?.widget as Record<string, unknown> | undefined),
          ...fieldCheckWords,
        },
      },
      editorInterface: { ...editor.editorInterface, ...paneWords },
      editorToolbar: { ...editor.editorToolbar, ...(localSave ? localSaveWords : {}) },
    },
    collection: {
      ...collection,
      collectionTop: { ...collection.collectionTop, ...newEntryWords },
    },
  };
}

/**
 * Decap's buttons beside the form are icons whose words only show on hover (their title). The
 * one that brings the Chinese column back, once the preview has taken its place, must be
 * found without guessing: each shows its words beside the icon, to its left.
 */
export function paneLabelStyle(): string {
  const buttons = Object.values(paneWords)
    .map((title) => `button[title="${title}"]`)
    .join(', ');
  const labels = Object.values(paneWords)
    .map((title) => `button[title="${title}"]::after`)
    .join(', ');
  return `${buttons} { position: relative; }
${labels} {
  content: attr(title);
  position: absolute;
  right: calc(100% + 6px);
  top: 50%;
  transform: translateY(-50%);
  white-space: nowrap;
  padding: 2px 8px;
  border-radius: 4px;
  background: #fff;
  color: #313d3e;
  font-size: 13px;
  font-weight: 600;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  pointer-events: none;
}`;
}
