import { defaultLanguage, type Language } from '../i18n/languages.ts';
import {
  onEveryAction,
  store,
  type DecapAction,
  type FieldError,
  type ImmutableLike,
} from './decap-store.ts';
import { refusalBannerWords, refusalWords } from './editor-words.ts';
import { SaveRefusal, describeRefusedField, type RefusedField } from './save-refusal.ts';

/*
 * Every save Decap refuses, told once, in words, with the refused fields marked in whichever
 * language's pane they are in. Decap refuses a save two ways, and says so only sometimes:
 *
 * - its own field checks (required, pattern, a widget's isValid) mark the fields and stop the
 *   save before it starts: a toast for an empty required field, nothing at all for the rest,
 *   and no action in its store; the only trace is the save's promise, rejected with nothing,
 *   which Decap leaves unhandled (window's "unhandledrejection");
 * - a save stopped later (our preSave checks, check-translations.ts and check-pictures.ts, or
 *   the backend) ends in a toast whose details are the error, then ENTRY_PERSIST_FAILURE.
 *
 * Both become one refusal the banner shows until dismissed; the toasts that said the same for
 * eight seconds are taken back before they show. See docs/decisions/079-a-refused-save-says-so.md.
 */

export interface Refusal {
  /** What the entry is called: "ZS-VT15". */
  entry: string;
  /** One line per refused field, first field first: "Range (value): must be greater than zero". */
  problems: string[];
  /** The control of the first refused field, to move focus to. */
  firstField?: HTMLElement;
}

type Listener = (refusal: Refusal | undefined) => void;

const refusalToasts = new Set(Object.keys(refusalWords).map((key) => `ui.toast.${key}`));
const entryChanges = new Set([
  'DRAFT_CREATE_FROM_ENTRY',
  'DRAFT_CREATE_EMPTY',
  'DRAFT_CREATE_DUPLICATE_FROM_ENTRY',
  'DRAFT_DISCARD',
  'ENTRY_PERSIST_SUCCESS',
]);

const draft = () => store.getState().entryDraft;

/** What the entry is called, by its collection's summary ("{{name}}", "… · {{title}}"). */
function entryName(): string {
  const entry = draft().get('entry') as ImmutableLike | undefined;
  const collection = (store.getState().collections.get(String(entry?.get('collection'))) ??
    undefined) as ImmutableLike | undefined;
  const summary = String(collection?.get('summary') ?? '');
  const fields = [...summary.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!);
  const named = fields.at(-1) ?? 'title';
  const value = entry?.getIn(['data', ...named.split('.')]);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return String(collection?.get('label_singular') ?? refusalBannerWords.thisEntry);
}

/** The pane a language is written in: "Writing in EN" (Decap's words), innermost. */
function paneOf(language: Language): Element | undefined {
  const writing = `Writing in ${language.toUpperCase()}`;
  return [...document.querySelectorAll('[class*="ControlPaneContainer"]')]
    .filter((pane) => pane.textContent?.includes(writing))
    .at(-1);
}

const fieldContainer = (element: Element | null | undefined) =>
  element?.closest('[class*="ControlContainer"]') ?? undefined;
const labelText = (label: Element | null | undefined) =>
  (label?.textContent ?? '').replace(/\s*\(optional\)\s*$/i, '').trim();

/**
 * The `for` id of a field's label in a pane, found by its labels from the top of the form
 * ("Search engines › Page title"); list positions ("no. 1") are not labels on screen.
 */
function fieldIdIn(pane: Element, labels: readonly string[]): string | undefined {
  const named = labels.filter((label) => !/^no\. \d+$/.test(label));
  const last = named.at(-1);
  if (!last) return undefined;
  for (const label of pane.querySelectorAll<HTMLLabelElement>('label[for]')) {
    if (labelText(label) !== last) continue;
    const outer: string[] = [];
    let container = fieldContainer(label)?.parentElement;
    while (container && pane.contains(container)) {
      const parent = fieldContainer(container);
      if (!parent) break;
      outer.unshift(labelText(parent.querySelector('label[for]')));
      container = parent.parentElement;
    }
    let from = 0;
    const inOrder = named.slice(0, -1).every((parent) => {
      const at = outer.indexOf(parent, from);
      from = at + 1;
      return at >= 0;
    });
    if (inOrder) return label.htmlFor;
  }
  return undefined;
}

/** The control to focus for a field's id: its input, else the first control in its box. */
function controlOf(id: string): HTMLElement | undefined {
  const focusable = 'input, select, textarea, button, [tabindex]';
  const element = document.getElementById(id);
  if (element?.matches(focusable)) return element;
  const box = element ?? fieldContainer(document.querySelector(`label[for="${CSS.escape(id)}"]`));
  return box?.querySelector<HTMLElement>(focusable) ?? undefined;
}

const inDocumentOrder = (a: { control?: HTMLElement }, b: { control?: HTMLElement }) => {
  if (!a.control || !b.control) return a.control ? -1 : b.control ? 1 : 0;
  return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
};

/** The fields Decap holds as refused, first on screen first. */
function refusedFields(): { message: string; control?: HTMLElement }[] {
  const errors = (draft().get('fieldsErrors') as ImmutableLike | undefined)?.toJS() as
    Record<string, FieldError[]> | undefined;
  return Object.entries(errors ?? {})
    .map(([id, list]) => ({
      message: list.map((error) => error.message).find(Boolean) ?? refusalBannerWords.fixField,
      control: controlOf(id),
    }))
    .sort(inDocumentOrder);
}

/** The fields our own checks refused, marked by Decap as its own: red, with the reason. */
const marked = new Set<string>();
function mark(fields: readonly RefusedField[]): void {
  for (const field of fields) {
    const pane = paneOf(field.pane) ?? (field.pane === defaultLanguage ? document.body : undefined);
    const id = pane && fieldIdIn(pane, field.labels);
    if (!id) continue;
    marked.add(id);
    store.dispatch({
      type: 'DRAFT_VALIDATION_ERRORS',
      payload: {
        uniquefieldId: id,
        errors: [{ type: 'CUSTOM', message: `${field.labels.at(-1)}: ${field.message}` }],
      },
    });
  }
}

/**
 * Decap clears a field's mark when that field changes and checks only the default pane's
 * fields again before a save: a mark of ours in the other pane would otherwise stop every
 * later save. Any change to the entry takes our marks away; the next save checks again.
 */
function unmark(): void {
  for (const id of marked)
    store.dispatch({ type: 'DRAFT_CLEAR_ERRORS', payload: { uniqueFieldId: id } });
  marked.clear();
}

/** The words of an error that is not ours: its message, without "Error: ". */
const plainWords = (error: unknown) =>
  String((error as Error | undefined)?.message ?? error ?? '').replace(/^(\w*Error:\s*)+/, '');

/** Calls `listener` with each refused save, and with undefined when it no longer applies. */
export function watchRefusedSaves(listener: Listener): void {
  // After Decap has drawn the marks, so the first marked field can be found on screen.
  const report = (problems?: string[]) =>
    requestAnimationFrame(() => {
      const fields = refusedFields();
      listener({
        entry: entryName(),
        problems: problems ?? fields.map((field) => field.message),
        firstField: fields.find((field) => field.control)?.control,
      });
    });

  onEveryAction((action: DecapAction) => {
    const payload = action.payload ?? {};
    if (action.type === 'NOTIFICATION_SEND') {
      const message = payload.message as { key?: string; details?: unknown } | undefined;
      if (!message?.key || !refusalToasts.has(message.key)) return;
      // Taken back before Decap draws it: the banner says it, and stays.
      const sent = store.getState() as unknown as {
        notifications: { notifications: { id: string }[] };
      };
      const id = sent.notifications.notifications.at(-1)?.id;
      if (id) store.dispatch({ type: 'NOTIFICATION_DISMISS', id });
      // A save stopped after it started: the error itself is only in the toast's details
      // (ENTRY_PERSIST_FAILURE, which follows, carries it as text).
      if (message.key === 'ui.toast.onFailToPersist') {
        const error = message.details;
        if (error instanceof SaveRefusal) {
          mark(error.fields);
          report(error.fields.map(describeRefusedField));
        } else {
          report([plainWords(error)]);
        }
      }
    } else if (action.type === 'DRAFT_CHANGE_FIELD') {
      unmark();
    } else if (entryChanges.has(action.type)) {
      marked.clear();
      listener(undefined);
    }
  });

  window.addEventListener('unhandledrejection', (event) => {
    // A save stopped later: said already, from its toast.
    if ((event.reason as { type?: string } | undefined)?.type === 'ENTRY_PERSIST_FAILURE') {
      event.preventDefault();
      return;
    }
    // A save stopped by Decap's own field checks: rejected with nothing, fields marked.
    if (event.reason !== undefined) return;
    const errors = draft().get('fieldsErrors') as { size?: number } | undefined;
    if (!errors?.size) return;
    event.preventDefault();
    report();
  });
}
