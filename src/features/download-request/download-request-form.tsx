import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { ConsentBoxes } from '../contact-form/consent-boxes.tsx';
import { consentFields, type ConsentField } from '../contact-form/contact-fields.ts';
import { FieldError } from '../contact-form/field-error.tsx';
import { SendButton } from '../contact-form/send-button.tsx';
import { VisitorFields } from '../contact-form/visitor-fields.tsx';
import {
  documentField,
  downloadEndpoint,
  downloadFields,
  emptyDownloadValues,
  type DownloadControl,
  type DownloadErrors,
  type DownloadReady,
  type DownloadValues,
  type SubmittedDownloadRequest,
} from './download-request-fields.ts';
import { DownloadReadyNote } from './download-ready-note.tsx';
import type { OfferedDownload } from './offered-downloads.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'ready'; ready: DownloadReady }
  | { kind: 'problem'; message: string };

/** The send and its checks, fetched when the visitor sends (never at page start). */
const loadSender = () => import('./send-download-request.ts');

/** The form element's id: the model page hydrates it late, from what it holds then. */
export const downloadFormId = 'download-request';

/**
 * What the prerendered form holds when this code arrives: the page hydrates the form only once
 * the visitor starts on it (model-downloads.tsx), so they may have typed or chosen already, and
 * the first render must keep it. Nothing in a page rendered in the browser or on the server.
 */
function typedBeforeHydration(): DownloadValues | undefined {
  if (typeof document === 'undefined') return undefined;
  const form = document.getElementById(downloadFormId);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const data = new FormData(form);
  const values = emptyDownloadValues(String(data.get(documentField) ?? ''));
  for (const control of [...downloadFields, ...consentFields]) {
    const value = data.get(control);
    if (typeof value === 'string') values[control] = value;
  }
  return values;
}

/**
 * The model page's download request: the documents as radio buttons (the spec sheet chosen
 * first), and behind a "Download" disclosure the short form, name, e-mail, company and the
 * contact form's consents. A plain form posting to the server, so it works without JavaScript
 * (the server answers with a page carrying the link); with JavaScript it is checked and sent in
 * place, and the link appears under it.
 */
export function DownloadRequestForm({
  offered,
  transferRecipient,
  submitted,
}: {
  offered: readonly OfferedDownload[];
  transferRecipient: string | undefined;
  /** The request as a server refused it, handed back to a browser without JavaScript. */
  submitted?: SubmittedDownloadRequest;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'contactForm', 'common']);
  const [values, setValues] = useState(
    () => submitted?.values ?? typedBeforeHydration() ?? emptyDownloadValues(offered[0]?.id ?? ''),
  );
  const [errors, setErrors] = useState<DownloadErrors>(submitted?.errors ?? {});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const honeypotRef = useRef<HTMLInputElement>(null);
  // One key per version of the request: a resend of the same is the same lead.
  const keyRef = useRef({ key: '', of: '' });

  const change = (control: DownloadControl, value: string) => {
    setValues((current) => ({ ...current, [control]: value }));
    setErrors(({ [control]: _fixed, ...others }) => others);
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    let outcome: Awaited<ReturnType<Awaited<ReturnType<typeof loadSender>>['sendDownloadRequest']>>;
    try {
      const { sendDownloadRequest, newIdempotencyKey } = await loadSender();
      const of = JSON.stringify(values);
      if (keyRef.current.of !== of) keyRef.current = { key: newIdempotencyKey(), of };
      outcome = await sendDownloadRequest({
        values,
        lang,
        idempotencyKey: keyRef.current.key,
        honeypot: honeypotRef.current?.value ?? '',
        consentRules: { transferRecipient },
      });
    } catch {
      outcome = { kind: 'failed' };
    }
    switch (outcome.kind) {
      case 'ready':
        setErrors({});
        setStatus(outcome);
        return;
      case 'invalid':
        // Rendered at once, so focus can go to the first field to correct (WCAG 3.3.1): the
        // message that says so is under the button, out of view on a phone.
        flushSync(() => {
          setErrors(outcome.errors);
          setStatus({ kind: 'problem', message: t('model.download.notSent') });
        });
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      case 'refused':
        setStatus({ kind: 'problem', message: outcome.message });
        return;
      case 'failed':
        setStatus({ kind: 'problem', message: t('contactForm:status.networkError') });
    }
  }

  const documentError = errors[documentField];
  return (
    <form
      id={downloadFormId}
      method="post"
      action={downloadEndpoint}
      noValidate
      onSubmit={(event) => void send(event)}
      // Fetched while the visitor types, so the send does not wait for it.
      onFocus={() => void loadSender()}
      data-testid="download-request"
    >
      <input type="hidden" name="lang" defaultValue={lang} />
      <fieldset>
        <legend className="sr-only">{t('model.download.choose')}</legend>
        {documentError && (
          <FieldError
            id="download-document-error"
            prefix={t('contactForm:errors.prefix')}
            text={t(`contactForm:errors.${documentError}`)}
            className="mt-4"
          />
        )}
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {offered.map((document) => (
            <li
              key={document.id}
              className="flex h-full gap-3 rounded-lg border border-slate-200 p-5 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700 dark:border-slate-700 dark:has-checked:border-sky-300 dark:has-checked:ring-sky-300"
            >
              <input
                id={`download-${document.id}`}
                type="radio"
                name={documentField}
                value={document.id}
                checked={values.document === document.id}
                onChange={() => change(documentField, document.id)}
                aria-describedby={documentError ? 'download-document-error' : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={`download-${document.id}`} className="flex-1 cursor-pointer">
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {document.title}
                </span>
                <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                  {[
                    t(`model.download.kinds.${document.kind}`),
                    document.version && t('model.download.version', { version: document.version }),
                    t('model.download.pdf'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <details open={submitted ? true : undefined} className="group mt-6">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center justify-center rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200 [&::-webkit-details-marker]:hidden">
          {t('model.download.open')}
        </summary>
        <div className="mt-6 max-w-2xl space-y-6">
          <p className="text-slate-700 dark:text-slate-300">{t('model.download.intro')}</p>
          <VisitorFields
            honeypotId="download-website"
            honeypotRef={honeypotRef}
            fields={downloadFields}
            values={values}
            errors={errors}
            onChange={change}
            purpose="download"
          />
          <ConsentBoxes
            values={values}
            errors={errors}
            transferRecipient={transferRecipient}
            onChange={(consent: ConsentField, value) => change(consent, value)}
            purpose="download"
          />
          <SendButton sending={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('model.download.sending') : t('model.download.submit')}
          </SendButton>
          <div role="status" aria-live="polite">
            {status.kind === 'problem' && (
              <p className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-slate-900 dark:border-red-300 dark:bg-red-950 dark:text-slate-100">
                {status.message}
              </p>
            )}
            {status.kind === 'ready' && (
              <DownloadReadyNote ready={status.ready} email={values.email} />
            )}
          </div>
        </div>
      </details>
    </form>
  );
}
