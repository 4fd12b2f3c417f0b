import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { isContactDocument } from '../../routing/paths.ts';
import { productSlugPattern } from '../../catalogue/product.ts';
import type { Language } from '../../i18n/languages.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import {
  clearDraft,
  hasContent,
  loadDraft,
  sameValues,
  saveDraft,
  type ContactDraft,
} from './contact-draft.ts';
import {
  contactFields,
  contactLimits,
  emptyContactFormValues,
  isContactIntent,
  type ContactField,
  type ContactFormValues,
} from './contact-fields.ts';
import { documentRequestSubject } from './document-subject.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * What the visitor has typed, kept in session storage until the server has it
 * (contact-draft.ts), and the idempotency key of the last send that got no answer, so sending
 * the same text again reuses it. On mount it restores the draft, fills product, intent and a
 * requested document from the call to action's query, and keeps anything typed before the page
 * hydrated.
 */
export function useContactDraft({
  lang,
  formRef,
  initial,
  onRestored,
}: {
  lang: Language;
  formRef: RefObject<HTMLFormElement | null>;
  initial: ContactFormValues;
  onRestored: () => void;
}) {
  const { t } = usePageTranslation(['contactForm', 'common']);
  const [values, setValues] = useState<ContactFormValues>(initial);
  const pendingRef = useRef<ContactDraft['pending']>(undefined);
  const restoredRef = useRef(false);

  useEffect(() => {
    // Once per mount: a later change of `t` (a namespace arriving) must not reset the fields.
    if (restoredRef.current) return;
    restoredRef.current = true;
    const draft = loadDraft(lang);
    pendingRef.current = draft?.pending;
    const restored: ContactFormValues = { ...(draft?.values ?? emptyContactFormValues) };
    // A call to action names the product and intent (?product=zs-VT15&intent=quote); the
    // prerendered HTML cannot know the query, so they are filled in here.
    const query = new URLSearchParams(window.location.search);
    const product = query.get('product');
    if (product && product.length <= contactLimits.product && productSlugPattern.test(product)) {
      restored.product = product;
    }
    const intent = query.get('intent');
    if (isContactIntent(intent)) restored.intent = intent;
    // A download or video button names the document (?document=brochure): it becomes the
    // subject, unless the visitor already wrote one.
    const requested = query.get('document');
    if (isContactDocument(requested) && restored.product && !restored.subject) {
      restored.subject = documentRequestSubject(requested, restored.product, t);
    }
    // Anything typed before the page hydrated is newer than the draft.
    const form = formRef.current;
    for (const field of contactFields) {
      const element = form?.elements.namedItem(field);
      if (
        (element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement) &&
        element.value !== ''
      ) {
        restored[field] = element.value;
      }
    }
    // Session storage only exists in the browser: reading it during render would make the
    // first render differ from the prerendered HTML, so the draft is applied after hydration,
    // as a transition: a tap meanwhile is answered first (docs/decisions/066).
    startTransition(() => {
      setValues(restored);
      if (draft && hasContent(draft.values)) onRestored();
    });
  }, [lang, t, formRef, onRestored]);

  /** Sets one field and saves the draft; returns the values now in the form. */
  function change(field: ContactField, value: string): ContactFormValues {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(lang, { values: next, pending: pendingRef.current });
    return next;
  }

  /**
   * The idempotency key to send the current values with: the last unanswered send's when the
   * values are the same (the server may have stored it), a new one otherwise. Saved with the
   * draft before the send, so a reload mid-send keeps it too.
   */
  function keyForSend(): string {
    const previous = pendingRef.current;
    const pending =
      previous && sameValues(previous.values, values)
        ? previous
        : { key: newIdempotencyKey(), values };
    pendingRef.current = pending;
    saveDraft(lang, { values, pending });
    return pending.key;
  }

  /** Drops a key the server refused, so the next send makes a new one. */
  function forgetKey(): void {
    pendingRef.current = undefined;
  }

  /** The server has the message: nothing to keep. */
  function clear(): void {
    clearDraft(lang);
    pendingRef.current = undefined;
    setValues(emptyContactFormValues);
  }

  return { values, change, keyForSend, forgetKey, clear };
}

export type ContactDraftState = ReturnType<typeof useContactDraft>;
