import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { siteConfig } from '../../config/site-config.ts';
import type { Language } from '../../i18n/languages.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import {
  type ContactFieldErrors,
  type ContactFormValues,
  type FormControl,
} from './contact-fields.ts';
import type { ConsentRules } from './contact-schema.ts';
import { loadContactValidation } from './contact-validation.ts';
import { sendContact, type SendOutcome } from './submit-contact.ts';
import type { ContactDraftState } from './use-contact-draft.ts';
import type { useFormToken } from './use-form-token.ts';

export interface Notice {
  text: string;
  retry: boolean;
}

/**
 * Checking and sending: errors follow the visitor's corrections once they have tried to send;
 * a send goes by fetch with the draft's idempotency key and the form token, and its outcome
 * becomes the confirmation, the errors beside the fields, or a notice that says what to do.
 * The text stays in the form (and the draft) until the server has it.
 */
export function useContactSubmit({
  lang,
  draft,
  token,
  honeypotRef,
  announce,
  consentRules,
  initialErrors,
}: {
  lang: Language;
  draft: ContactDraftState;
  token: ReturnType<typeof useFormToken>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Says something to screen readers through the form's status region. */
  announce: (text: string) => void;
  /** The consents the form asks for. */
  consentRules: ConsentRules;
  /** Errors a server-rendered form arrives with (no JavaScript, then a failed post). */
  initialErrors?: ContactFieldErrors;
}) {
  const { t } = usePageTranslation(['contactForm', 'common']);
  const [errors, setErrors] = useState<ContactFieldErrors>(initialErrors ?? {});
  const [attempted, setAttempted] = useState(initialErrors !== undefined);
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [notice, setNotice] = useState<Notice | undefined>();
  const [sentTo, setSentTo] = useState('');
  // Bumped to move focus to the error summary after each failed send, even the same one twice.
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The checks are fetched now, while the visitor reads, so the first one never waits.
    void loadContactValidation();
  }, []);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  useEffect(() => {
    if (phase === 'sent') confirmationRef.current?.focus();
  }, [phase]);

  async function recheck(field: FormControl, values: ContactFormValues) {
    // Unreachable checks are reported when the visitor sends, not on every keystroke.
    const validate = await loadContactValidation().catch(() => undefined);
    if (!validate) return;
    const result = validate(values, consentRules);
    const problem = result.success ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: problem }));
  }

  function change(field: FormControl, value: string) {
    const next = draft.change(field, value);
    // Once the visitor has tried to send, errors follow their corrections as they type.
    if (attempted && errors[field]) void recheck(field, next);
  }

  function blur(field: FormControl) {
    if (draft.values[field].trim() === '' && !attempted) return;
    void recheck(field, draft.values);
  }

  async function deliver(key: string): Promise<SendOutcome> {
    const request = {
      values: draft.values,
      mission: draft.mission,
      // Read at the send, so a visit begun in another tab meanwhile counts too.
      attribution: await import('../attribution/visit-attribution.ts').then(
        (module) => module.storedAttribution(),
        () => undefined,
      ),
      lang,
      idempotencyKey: key,
      honeypot: honeypotRef.current?.value ?? '',
    };
    const first = await token.ready();
    const outcome = await sendContact({ ...request, formToken: first?.token });
    if (outcome.kind !== 'expired') return outcome;
    // The token outlived the server's secret or its lifetime: fetch a fresh one and send once more.
    const fresh = await token.renew();
    if (!fresh) return { kind: 'failed', reason: 'network' };
    return sendContact({ ...request, formToken: fresh.token });
  }

  function refuse(text: string, retry: boolean) {
    setPhase('editing');
    setNotice({ text, retry });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'sending') return;
    setAttempted(true);
    setNotice(undefined);
    let validate;
    try {
      validate = await loadContactValidation();
    } catch {
      // Offline since the page loaded: nothing can be sent now either; the text stays put.
      setNotice({ text: t('status.networkError'), retry: true });
      return;
    }
    const result = validate(draft.values, consentRules);
    if (!result.success) {
      setErrors(result.errors);
      announce('');
      setSummaryFocus((count) => count + 1);
      return;
    }
    setErrors({});
    setPhase('sending');
    announce(t('sending'));
    const outcome = await deliver(draft.keyForSend());
    announce('');
    switch (outcome.kind) {
      case 'sent':
        setSentTo(draft.values.email.trim());
        draft.clear();
        setAttempted(false);
        setPhase('sent');
        return;
      case 'invalid':
        setPhase('editing');
        if (outcome.errors.idempotencyKey) {
          draft.forgetKey();
          setNotice({ text: t('errors.idempotencyKeyInvalid'), retry: true });
        }
        // The mission is no field the visitor can correct, so it is left out: sending again
        // sends the message without it, and the notice says so.
        if (outcome.errors.mission) {
          draft.dropMission();
          setNotice({ text: t('errors.missionInvalid'), retry: true });
        }
        setErrors(outcome.errors);
        setSummaryFocus((count) => count + 1);
        return;
      case 'expired':
        return refuse(t('api.formExpired'), true);
      case 'refused':
        return refuse(outcome.message, false);
      case 'failed':
        return refuse(
          outcome.reason === 'network'
            ? t('status.networkError')
            : t('status.serverError', { email: siteConfig.email.business }),
          true,
        );
    }
  }

  function startAnother() {
    setPhase('editing');
    setSentTo('');
    setErrors({});
    setNotice(undefined);
  }

  return {
    errors,
    attempted,
    phase,
    notice,
    sentTo,
    summaryRef,
    confirmationRef,
    change,
    blur,
    submit,
    startAnother,
  };
}
