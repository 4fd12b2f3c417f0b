import type { ChangeEvent } from 'react';
import { siteConfig } from '../../config/site-config.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import {
  contactIntents,
  contactLimits,
  errorKey,
  isRequiredContactField,
  type ContactErrorCode,
  type ContactField as Field,
  type FormPurpose,
} from './contact-fields.ts';
import { fieldIds } from './field-ids.ts';
import { FormField } from './form-field.tsx';

const inputLook =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';
const inputBorder = (invalid: boolean) =>
  invalid
    ? 'border-2 border-red-700 dark:border-red-300'
    : 'border-slate-400 dark:border-slate-500';

const autoComplete: Partial<Record<Field, string>> = {
  name: 'name',
  email: 'email',
  company: 'organization',
  phone: 'tel',
  country: 'country-name',
};

/** Fields laid out side by side on wide screens; the rest take the full width. */
const halfWidth: readonly Field[] = ['name', 'email', 'company', 'phone', 'country', 'product'];
const withHint: readonly Field[] = ['email', 'phone', 'product'];

function characterCount(value: string): number {
  return [...value].length;
}

/** The message of an error code for a field, with the field's limit where it has one. */
export function useContactErrorMessage() {
  const { t } = usePageTranslation(['contactForm', 'common']);
  return (field: Field, code: ContactErrorCode) =>
    t(errorKey(code), { max: contactLimits[field as keyof typeof contactLimits] });
}

/**
 * One field of the contact form: the control (a text input, the message textarea with its
 * character count, or the intent select) in its FormField with label, hint and error, the
 * control carrying aria-describedby and aria-invalid for them.
 */
export function ContactField({
  field,
  value,
  error,
  onChange,
  onBlur,
  purpose,
}: {
  field: Field;
  value: string;
  error: ContactErrorCode | undefined;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
  purpose?: FormPurpose;
}) {
  const { t } = usePageTranslation(['contactForm', 'common']);
  const errorMessage = useContactErrorMessage();
  const ids = fieldIds(field);
  const required = isRequiredContactField(field);
  const hint = withHint.includes(field);
  const describedBy =
    [hint && ids.hint, error && ids.error, field === 'message' && ids.count]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id: ids.input,
    name: field,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => onBlur(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
    className: `${inputLook} ${inputBorder(error !== undefined)}`,
  };

  let control;
  if (field === 'message') {
    control = (
      <>
        <textarea
          {...common}
          rows={7}
          placeholder={t('fields.message.placeholder', { email: siteConfig.email.business })}
        />
        <p id={ids.count} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('characterCount', { used: characterCount(value), max: contactLimits.message })}
        </p>
      </>
    );
  } else if (field === 'intent') {
    control = (
      <select {...common}>
        <option value="">{t('intents.general')}</option>
        {contactIntents.map((intent) => (
          <option key={intent} value={intent}>
            {t(`intents.${intent}`)}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        autoComplete={autoComplete[field] ?? 'off'}
        spellCheck={field === 'email' || field === 'phone' ? false : undefined}
      />
    );
  }

  return (
    <FormField
      inputId={ids.input}
      label={t(`fields.${field}.label`)}
      optionalText={required ? undefined : t('optional')}
      hint={hint ? t(`fields.${field}.hint`, { context: purpose }) : undefined}
      hintId={ids.hint}
      error={error ? errorMessage(field, error) : undefined}
      errorId={ids.error}
      errorPrefix={t('errors.prefix')}
      className={halfWidth.includes(field) ? '' : 'sm:col-span-2'}
    >
      {control}
    </FormField>
  );
}
