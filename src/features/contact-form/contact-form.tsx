import { useCallback, useRef, useState } from 'react';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { contactEndpoint } from './contact-api.ts';
import { ContactConfirmation } from './contact-confirmation.tsx';
import { ConsentBoxes } from './consent-boxes.tsx';
import { useContactErrorMessage } from './contact-field.tsx';
import {
  consentFields,
  contactFields,
  errorMessageKey,
  emptyContactFormValues,
  type ContactErrorCode,
  type ContactFieldErrors,
  type ContactFormValues,
} from './contact-fields.ts';
import { ErrorSummary } from './error-summary.tsx';
import { fieldIds } from './field-ids.ts';
import { SendButton } from './send-button.tsx';
import { useContactDraft } from './use-contact-draft.ts';
import { useContactSubmit } from './use-contact-submit.ts';
import { useFormToken } from './use-form-token.ts';
import { VisitorFields } from './visitor-fields.tsx';

/** What the server sends back into the form when a browser without JavaScript posted it. */
export interface SubmittedContactForm {
  values: ContactFormValues;
  errors: ContactFieldErrors;
  formToken?: string;
}

function focusField(inputId: string) {
  const element = document.getElementById(inputId);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
}

/**
 * The contact form (docs/requirements/contact.md). It is a real form posting to /api/contact, so it
 * works before hydration and without JavaScript (the server then answers with a page). Once
 * hydrated it sends with fetch and confirms in place, checks fields with the shared schema, keeps
 * the visitor's text in session storage until the server has it, and retries safely with an
 * idempotency key: useContactDraft, useFormToken and useContactSubmit.
 */
export function ContactForm({
  submitted,
  transferRecipient,
}: {
  submitted?: SubmittedContactForm;
  /** Who receives leads abroad, when the site names one: its consent is asked too. */
  transferRecipient: string | undefined;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['contactForm', 'common']);
  const errorMessage = useContactErrorMessage();
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const announceRestored = useCallback(() => setStatus(t('draftRestored')), [t]);
  const draft = useContactDraft({
    lang,
    formRef,
    initial: submitted?.values ?? emptyContactFormValues,
    onRestored: announceRestored,
  });
  const token = useFormToken();
  const form = useContactSubmit({
    lang,
    draft,
    token,
    honeypotRef,
    announce: setStatus,
    consentRules: { transferRecipient },
    ...(submitted ? { initialErrors: submitted.errors } : {}),
  });

  const summaryItems = contactFields
    .filter((field) => form.errors[field])
    .map((field) => ({
      inputId: fieldIds(field).input,
      text: `${t(`fields.${field}.label`)}${t('common:labelSeparator')}${errorMessage(field, form.errors[field] as ContactErrorCode)}`,
    }))
    .concat(
      consentFields
        .filter((consent) => form.errors[consent])
        .map((consent) => ({
          inputId: fieldIds(consent).input,
          text: `${t(`consents.${consent}.summary`)}${t('common:labelSeparator')}${t(errorMessageKey(consent, form.errors[consent] as ContactErrorCode))}`,
        })),
    );

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
      {form.phase === 'sent' ? (
        <div className="mt-6">
          <ContactConfirmation
            heading={t('confirmation.heading')}
            body={t('confirmation.body', { email: form.sentTo })}
            headingRef={form.confirmationRef}
          >
            <button
              type="button"
              onClick={form.startAnother}
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
          onSubmit={(event) => void form.submit(event)}
          className="mt-6 space-y-6"
        >
          {form.attempted && summaryItems.length > 0 && (
            <ErrorSummary
              heading={t('errors.summaryHeading')}
              intro={t('errors.summaryIntro')}
              items={summaryItems}
              summaryRef={form.summaryRef}
              onSelect={focusField}
            />
          )}
          <input type="hidden" name="lang" defaultValue={lang} />
          <input type="hidden" name="formToken" defaultValue={submitted?.formToken ?? ''} />
          <VisitorFields
            honeypotId="contact-website"
            honeypotRef={honeypotRef}
            fields={contactFields}
            values={draft.values}
            errors={form.errors}
            onChange={form.change}
            onBlur={form.blur}
          />
          {draft.mission && (
            <p
              data-testid="contact-mission"
              className="rounded-md border-l-4 border-signal-400 bg-brand-50 p-4 text-sm text-slate-800 dark:bg-slate-900 dark:text-slate-200"
            >
              {t('mission.attached')}
            </p>
          )}
          <ConsentBoxes
            values={draft.values}
            errors={form.errors}
            transferRecipient={transferRecipient}
            onChange={form.change}
          />
          {form.notice && (
            <div
              role="alert"
              className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-slate-900 dark:border-red-300 dark:bg-red-950 dark:text-slate-100"
            >
              <p>{form.notice.text}</p>
              {form.notice.retry && (
                <button
                  type="submit"
                  className="mt-3 inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-100 dark:border-red-300 dark:text-red-200 dark:hover:bg-red-900"
                >
                  {t('retry')}
                </button>
              )}
            </div>
          )}
          <SendButton sending={form.phase === 'sending'}>
            {form.phase === 'sending' ? t('sending') : t('submit')}
          </SendButton>
        </form>
      )}
    </section>
  );
}
