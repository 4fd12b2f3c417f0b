import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import {
  consentGiven,
  errorMessageKey,
  type ConsentField,
  type ContactErrorCode,
  type FormPurpose,
} from './contact-fields.ts';
import { FieldError } from './field-error.tsx';
import { fieldIds } from './field-ids.ts';

/**
 * The consents, after the fields and before the send button (docs/decisions/071): agreement to
 * the privacy policy, which the label links; marketing e-mail, optional; and, when the site's
 * leads go abroad, the transfer to the recipient it names. Plain check boxes of the form, so a
 * browser without JavaScript posts them too; none is ticked until the visitor ticks it.
 */
export function ConsentBoxes({
  values,
  errors,
  transferRecipient,
  onChange,
  purpose,
}: {
  values: Record<ConsentField, string>;
  errors: Partial<Record<ConsentField, ContactErrorCode>>;
  transferRecipient: string | undefined;
  onChange: (consent: ConsentField, value: string) => void;
  purpose?: FormPurpose;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['contactForm', 'common']);
  const asked: ConsentField[] = [
    'consentPrivacy',
    'consentMarketing',
    ...(transferRecipient ? (['consentTransfer'] as const) : []),
  ];

  return (
    <fieldset className="space-y-4">
      <legend className="font-medium text-slate-900 dark:text-slate-100">
        {t('consents.legend')}
      </legend>
      {asked.map((consent) => {
        const ids = fieldIds(consent);
        const error = errors[consent];
        const label =
          consent === 'consentPrivacy' ? (
            <>
              {t('consents.consentPrivacy.before')}
              {lang === 'zh' ? '' : ' '}
              {/* A plain link: the no-JavaScript answer page renders this form outside the router. */}
              <a href={paths.legal(lang, 'privacy')} target="_blank">
                {t('consents.consentPrivacy.link')}
                <span className="sr-only">{t('consents.consentPrivacy.newTab')}</span>
              </a>
              {lang === 'zh' ? '' : ' '}
              {t('consents.consentPrivacy.after', { context: purpose })}
            </>
          ) : consent === 'consentTransfer' ? (
            t('consents.consentTransfer.label', { recipient: transferRecipient })
          ) : (
            t('consents.consentMarketing.label')
          );
        return (
          <div key={consent}>
            {error && (
              <FieldError
                id={ids.error}
                prefix={t('errors.prefix')}
                text={t(errorMessageKey(consent, error), { context: purpose })}
                className="mb-1"
              />
            )}
            <div className="flex items-start gap-3">
              <input
                id={ids.input}
                name={consent}
                type="checkbox"
                value={consentGiven}
                checked={values[consent] === consentGiven}
                required={consent !== 'consentMarketing'}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => onChange(consent, event.target.checked ? consentGiven : '')}
                className={`mt-0.5 size-6 shrink-0 accent-brand-700 ${error ? 'outline-2 outline-red-700 dark:outline-red-300' : ''}`}
              />
              <label htmlFor={ids.input} className="min-w-0 text-slate-800 dark:text-slate-200">
                {label}
                {consent === 'consentMarketing' && (
                  <span className="text-slate-600 dark:text-slate-400">{t('optional')}</span>
                )}
              </label>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
