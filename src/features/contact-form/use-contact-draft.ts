import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { isContactDocument } from '../../routing/paths.ts';
import type { MissionNeeds } from '../../routing/mission-query.ts';
import { productSlugPattern } from '../../catalogue/product.ts';
import { ensureNamespaces } from '../../i18n/i18n-client.ts';
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
  consentFields,
  consentGiven,
  contactFields,
  contactLimits,
  emptyContactFormValues,
  isContactIntent,
  type ContactFormValues,
  type FormControl,
} from './contact-fields.ts';
import { missionOfQuery } from './contact-mission.ts';
import { linkedSubject, productDisplayName } from './document-subject.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * What the visitor has typed, kept in session storage until the server has it
 * (contact-draft.ts), and the idempotency key of the last send that got no answer, so sending
 * the same text again reuses it. On mount it restores the draft, fills product, intent and a
 * requested document from the call to action's query, and keeps anything typed before the page
 * hydrated. A mission from the finder in the query is sent along, and summed up as the message
 * when there is none.
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
  const { t, i18n } = usePageTranslation(['contactForm', 'common']);
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [mission, setMission] = useState<MissionNeeds>();
  const pendingRef = useRef<ContactDraft['pending']>(undefined);
  const restoredRef = useRef(false);
  // Set when the query states a mission and no message was restored or typed: the summary to
  // write, with the aircraft the finder ranked first when the link names one.
  const summaryRef = useRef<{ bestFit?: string }>(undefined);

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
    const linkedProduct =
      product && product.length <= contactLimits.product && productSlugPattern.test(product)
        ? product
        : undefined;
    if (linkedProduct) restored.product = linkedProduct;
    const intent = query.get('intent');
    if (isContactIntent(intent)) restored.intent = intent;
    // A download or video button names the document (?document=brochure), a quote or sales
    // link the product, the finder a mission: that becomes the subject, a required field,
    // unless the visitor already wrote one.
    const requested = query.get('document');
    const stated = missionOfQuery(query);
    if (!restored.subject) {
      restored.subject =
        linkedSubject(
          {
            document: isContactDocument(requested) ? requested : undefined,
            intent: isContactIntent(restored.intent) ? restored.intent : undefined,
            product: restored.product || undefined,
            mission: stated !== undefined,
          },
          t,
        ) ?? '';
    }
    // Anything typed before the page hydrated is newer than the draft.
    const form = formRef.current;
    for (const consent of consentFields) {
      const box = form?.elements.namedItem(consent);
      if (box instanceof HTMLInputElement && box.checked) restored[consent] = consentGiven;
    }
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
    // A mission from the finder (?task=logistics&payload=8…) goes with the message, and is summed
    // up as the message when the visitor has none, once its words are at hand (below). The
    // product of such a link is the aircraft the finder ranked first.
    if (stated && restored.message.trim() === '') {
      summaryRef.current = linkedProduct ? { bestFit: productDisplayName(linkedProduct) } : {};
    }
    // Session storage only exists in the browser: reading it during render would make the
    // first render differ from the prerendered HTML, so the draft is applied after hydration,
    // as a transition: a tap meanwhile is answered first (docs/decisions/066).
    startTransition(() => {
      setValues(restored);
      setMission(stated);
      if (draft && hasContent(draft.values)) onRestored();
    });
  }, [lang, t, formRef, onRestored]);

  useEffect(() => {
    const summary = summaryRef.current;
    if (!mission || !summary) return;
    let current = true;
    // Its words and units: a page opened with a query has them before it hydrates (main.tsx),
    // but a device's name is in the catalogue's texts, which the contact page loads for it alone.
    // The summary's code comes with them: only a visit from the finder needs it.
    const namespaces = ['contactForm', 'common', ...(mission.device ? ['catalogue'] : [])];
    Promise.all([
      import('../finder/mission-summary.ts'),
      ensureNamespaces(i18n, lang, namespaces),
    ]).then(
      ([{ missionSummary }]) => {
        if (!current) return;
        summaryRef.current = undefined;
        const text = missionSummary(mission, { ...summary, lang, t });
        // Unless the visitor has started a message meanwhile.
        startTransition(() =>
          setValues((now) => (now.message.trim() === '' ? { ...now, message: text } : now)),
        );
      },
      () => {
        // Without its words or code (offline) there is no summary; the mission is still sent.
      },
    );
    return () => {
      current = false;
    };
  }, [mission, i18n, lang, t]);

  /** Sets one field and saves the draft; returns the values now in the form. */
  function change(field: FormControl, value: string): ContactFormValues {
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

  /** The server has the message, and the mission with it: nothing to keep. */
  function clear(): void {
    clearDraft(lang);
    pendingRef.current = undefined;
    setValues(emptyContactFormValues);
    setMission(undefined);
  }

  /** The server refused the mission (a hand-made link): the message goes without it. */
  function dropMission(): void {
    setMission(undefined);
  }

  return { values, mission, change, keyForSend, forgetKey, clear, dropMission };
}

export type ContactDraftState = ReturnType<typeof useContactDraft>;
