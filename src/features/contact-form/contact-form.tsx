import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isContactDocument } from '../../routing/paths.ts';
import { productSlugPattern } from '../../catalogue/product.ts';
import { siteConfig } from '../../config/site-config.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { contactEndpoint } from './contact-api.ts';
import { ContactConfirmation } from './contact-confirmation.tsx';
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
  contactIntents,
  contactLimits,
  emptyContactFormValues,
  errorKey,
  honeypotField,
  isContactIntent,
  isRequiredContactField,
  type ContactErrorCode,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from './contact-fields.ts';
import { loadContactValidation } from './contact-validation.ts';
import { documentRequestSubject } from './document-subject.ts';
import { ErrorSummary } from './error-summary.tsx';
import { fieldIds } from './field-ids.ts';
import { FormField } from './form-field.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import {
  fetchFormToken,
  sendContact,
  waitUntil,
  type FormToken,
  type SendOutcome,
} from './submit-contact.ts';

/** What the server sends back into the form when a browser without JavaScript posted it. */
export interface SubmittedContactForm {
  values: ContactFormValues;
  errors: ContactFieldErrors;
  formToken?: string;
}

interface Notice {
  text: string;
  retry: boolean;
}

const inputLook =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';
const inputBorder = (invalid: boolean) =>
  invalid
    ? 'border-2 border-red-700 dark:border-red-300'
    : 'border-slate-400 dark:border-slate-500';

const autoComplete: Partial<Record<ContactField, string>> = {
  name: 'name',
  email: 'email',
  company: 'organization',
  phone: 'tel',
  country: 'country-name',
};

/** Fields laid out side by side on wide screens; the rest take the full width. */
const halfWidth: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'country',
  'product',
];

function characterCount(value: string): number {
  return [...value].length;
}

/**
 * The contact form (SPEC §1, §3). It is a real form posting to /api/contact, so it works before
 * hydration and without JavaScript (the server then answers with a page). Once hydrated it sends
 * with fetch and confirms in place, checks fields with the shared schema, keeps the visitor's
 * text in session storage until the server has it, and retries safely with an idempotency key.
 */
export function ContactForm({ submitted }: { submitted?: SubmittedContactForm }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['contactForm', 'common']);
  const [values, setValues] = useState<ContactFormValues>(
    submitted?.values ?? emptyContactFormValues,
  );
  const [errors, setErrors] = useState<ContactFieldErrors>(submitted?.errors ?? {});
  const [attempted, setAttempted] = useState(submitted !== undefined);
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [notice, setNotice] = useState<Notice | undefined>();
  const [status, setStatus] = useState('');
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<Promise<FormToken | undefined> | undefined>(undefined);
  const pendingRef = useRef<ContactDraft['pending']>(undefined);
  const restoredRef = useRef(false);

  useEffect(() => {
    // Once per mount: a later change of `t` (a namespace arriving) must not reset the fields.
    if (restoredRef.current) return;
    restoredRef.current = true;
    tokenRef.current = fetchFormToken();
    // The checks are fetched now, while the visitor reads, so the first one never waits.
    void loadContactValidation();
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
    // first render differ from the prerendered HTML, so the draft is applied after hydration.
    /* eslint-disable react-hooks/set-state-in-effect */
    setValues(restored);
    if (draft && hasContent(draft.values)) setStatus(t('draftRestored'));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [lang, t]);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  useEffect(() => {
    if (phase === 'sent') confirmationRef.current?.focus();
  }, [phase]);

  const message = (field: ContactField, code: ContactErrorCode) =>
    t(errorKey(code), { max: contactLimits[field as keyof typeof contactLimits] });
  const label = (field: ContactField) => t(`fields.${field}.label`);

  async function recheck(field: ContactField, next: ContactFormValues) {
    // Unreachable checks are reported when the visitor sends, not on every keystroke.
    const validate = await loadContactValidation().catch(() => undefined);
    if (!validate) return;
    const result = validate(next);
    const problem = result.success ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: problem }));
  }

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(lang, { values: next, pending: pendingRef.current });
    // Once the visitor has tried to send, errors follow their corrections as they type.
    if (attempted && errors[field]) void recheck(field, next);
  }

  function checkOnBlur(field: ContactField) {
    if (values[field].trim() === '' && !attempted) return;
    void recheck(field, values);
  }

  async function deliver(key: string): Promise<SendOutcome> {
    const request = {
      values,
      lang,
      idempotencyKey: key,
      honeypot: honeypotRef.current?.value ?? '',
    };
    let token = await (tokenRef.current ??= fetchFormToken());
    if (!token) {
      tokenRef.current = fetchFormToken();
      token = await tokenRef.current;
    }
    if (token) await waitUntil(token.readyAt);
    const outcome = await sendContact({ ...request, formToken: token?.token });
    if (outcome.kind !== 'expired') return outcome;
    // The token outlived the server's secret or its lifetime: fetch a fresh one and send once more.
    tokenRef.current = fetchFormToken();
    const fresh = await tokenRef.current;
    if (!fresh) return { kind: 'failed', reason: 'network' };
    await waitUntil(fresh.readyAt);
    return sendContact({ ...request, formToken: fresh.token });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
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
    const result = validate(values);
    if (!result.success) {
      setErrors(result.errors);
      setStatus('');
      setSummaryFocus((count) => count + 1);
      return;
    }
    setErrors({});
    setPhase('sending');
    setStatus(t('sending'));
    const previous = pendingRef.current;
    const pending =
      previous && sameValues(previous.values, values)
        ? previous
        : { key: newIdempotencyKey(), values };
    pendingRef.current = pending;
    saveDraft(lang, { values, pending });

    const outcome = await deliver(pending.key);
    setStatus('');
    switch (outcome.kind) {
      case 'sent':
        clearDraft(lang);
        pendingRef.current = undefined;
        setSentTo(values.email.trim());
        setValues(emptyContactFormValues);
        setAttempted(false);
        setPhase('sent');
        return;
      case 'invalid':
        setPhase('editing');
        if (outcome.errors.idempotencyKey) {
          pendingRef.current = undefined;
          setNotice({ text: t('errors.idempotencyKeyInvalid'), retry: true });
        }
        setErrors(outcome.errors);
        setSummaryFocus((count) => count + 1);
        return;
      case 'expired':
        setPhase('editing');
        setNotice({ text: t('api.formExpired'), retry: true });
        return;
      case 'refused':
        setPhase('editing');
        setNotice({ text: outcome.message, retry: false });
        return;
      case 'failed':
        setPhase('editing');
        setNotice({
          text:
            outcome.reason === 'network'
              ? t('status.networkError')
              : t('status.serverError', { email: siteConfig.email.business }),
          retry: true,
        });
        return;
    }
  }

  function startAnother() {
    setPhase('editing');
    setSentTo('');
    setErrors({});
    setNotice(undefined);
  }

  function focusField(inputId: string) {
    const element = document.getElementById(inputId);
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  }

  const summaryItems = contactFields
    .filter((field) => errors[field])
    .map((field) => ({
      inputId: fieldIds(field).input,
      text: `${label(field)}${t('common:labelSeparator')}${message(field, errors[field] as ContactErrorCode)}`,
    }));

  function control(field: ContactField) {
    const ids = fieldIds(field);
    const problem = errors[field];
    const hint = field === 'email' || field === 'phone' || field === 'product';
    const describedBy =
      [hint && ids.hint, problem && ids.error, field === 'message' && ids.count]
        .filter(Boolean)
        .join(' ') || undefined;
    const common = {
      id: ids.input,
      name: field,
      value: values[field],
      required: isRequiredContactField(field),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy,
      onBlur: () => checkOnBlur(field),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        update(field, event.target.value),
    };
    const look = `${inputLook} ${inputBorder(problem !== undefined)}`;
    let element;
    if (field === 'message') {
      element = (
        <>
          <textarea
            {...common}
            rows={7}
            className={look}
            placeholder={t('fields.message.placeholder', { email: siteConfig.email.business })}
          />
          <p id={ids.count} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('characterCount', {
              used: characterCount(values.message),
              max: contactLimits.message,
            })}
          </p>
        </>
      );
    } else if (field === 'intent') {
      element = (
        <select {...common} className={look}>
          <option value="">{t('intents.general')}</option>
          {contactIntents.map((intent) => (
            <option key={intent} value={intent}>
              {t(`intents.${intent}`)}
            </option>
          ))}
        </select>
      );
    } else {
      element = (
        <input
          {...common}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete[field] ?? 'off'}
          spellCheck={field === 'email' || field === 'phone' ? false : undefined}
          className={look}
        />
      );
    }
    return (
      <FormField
        key={field}
        inputId={ids.input}
        label={label(field)}
        optionalText={isRequiredContactField(field) ? undefined : t('optional')}
        hint={hint ? t(`fields.${field}.hint`) : undefined}
        hintId={ids.hint}
        error={problem ? message(field, problem) : undefined}
        errorId={ids.error}
        errorPrefix={t('errors.prefix')}
        className={halfWidth.includes(field) ? '' : 'sm:col-span-2'}
      >
        {element}
      </FormField>
    );
  }

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-950"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {t('heading')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {phase === 'sent' ? (
        <div className="mt-6">
          <ContactConfirmation
            heading={t('confirmation.heading')}
            body={t('confirmation.body', { email: sentTo })}
            headingRef={confirmationRef}
          >
            <button
              type="button"
              onClick={startAnother}
              className="mt-4 inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 dark:border-sky-300 dark:text-sky-300 dark:hover:bg-slate-800"
            >
              {t('confirmation.another')}
            </button>
          </ContactConfirmation>
        </div>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={contactEndpoint}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-6 space-y-6"
        >
          {attempted && summaryItems.length > 0 && (
            <ErrorSummary
              heading={t('errors.summaryHeading')}
              intro={t('errors.summaryIntro')}
              items={summaryItems}
              summaryRef={summaryRef}
              onSelect={focusField}
            />
          )}
          <input type="hidden" name="lang" defaultValue={lang} />
          <input type="hidden" name="formToken" defaultValue={submitted?.formToken ?? ''} />
          {/* Invisible to people and assistive technology; bots that fill every field fill it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">{t('fields.website.label')}</label>
            <input
              ref={honeypotRef}
              id="contact-website"
              name={honeypotField}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">{contactFields.map(control)}</div>
          {notice && (
            <div
              role="alert"
              className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-slate-900 dark:border-red-300 dark:bg-red-950 dark:text-slate-100"
            >
              <p>{notice.text}</p>
              {notice.retry && (
                <button
                  type="submit"
                  className="mt-3 inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-100 dark:border-red-300 dark:text-red-200 dark:hover:bg-red-900"
                >
                  {t('retry')}
                </button>
              )}
            </div>
          )}
          <button
            type="submit"
            aria-disabled={phase === 'sending'}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
          >
            {phase === 'sending' ? t('sending') : t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}
