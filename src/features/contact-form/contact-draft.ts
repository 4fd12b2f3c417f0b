import type { Language } from '../../i18n/languages.ts';
import {
  contactFields,
  emptyContactFormValues,
  typedValues,
  type ContactFormValues,
} from './contact-fields.ts';

/**
 * What the visitor has typed, kept in session storage until the server confirms it: a reload,
 * a crash of the tab's page or a failed send never costs them their text. Session rather than
 * local storage, so a message typed on a shared computer does not outlive the browser tab.
 */
export interface ContactDraft {
  values: ContactFormValues;
  /**
   * The last send that got no answer: its idempotency key and the values it carried. Sending the
   * same values again reuses the key, so the server counts the message once even if the first
   * attempt did arrive; changed values get a new key (docs/decisions/008-contact-leads.md).
   */
  pending?: { key: string; values: ContactFormValues };
}

const storageKey = (lang: Language) => `zs-contact-draft:${lang}`;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the visitor: the form still works, it just cannot survive a reload.
    return undefined;
  }
}

// A box ticked before a reload stays ticked in the same tab; nothing else ticks it.
function toValues(input: unknown): ContactFormValues | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  return typedValues(input as Record<string, unknown>, emptyContactFormValues, contactFields);
}

export function hasContent(values: ContactFormValues): boolean {
  return contactFields.some((field) => values[field].trim() !== '');
}

export function sameValues(a: ContactFormValues, b: ContactFormValues): boolean {
  return contactFields.every((field) => a[field] === b[field]);
}

export function loadDraft(lang: Language): ContactDraft | undefined {
  const text = sessionStore()?.getItem(storageKey(lang));
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as {
      values?: unknown;
      pending?: { key?: unknown; values?: unknown };
    };
    const values = toValues(parsed.values);
    if (!values) return undefined;
    const pendingValues = toValues(parsed.pending?.values);
    const pendingKey = parsed.pending?.key;
    return typeof pendingKey === 'string' && pendingValues
      ? { values, pending: { key: pendingKey, values: pendingValues } }
      : { values };
  } catch {
    return undefined;
  }
}

export function saveDraft(lang: Language, draft: ContactDraft): void {
  const store = sessionStore();
  if (!store) return;
  try {
    if (hasContent(draft.values) || draft.pending)
      store.setItem(storageKey(lang), JSON.stringify(draft));
    else store.removeItem(storageKey(lang));
  } catch {
    // Quota exceeded: keeping the page working matters more than the reload safety net.
  }
}

export function clearDraft(lang: Language): void {
  try {
    sessionStore()?.removeItem(storageKey(lang));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
