import type { Ref } from 'react';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { ContactField } from './contact-field.tsx';
import type { ContactErrorCode, ContactField as Field, FormPurpose } from './contact-fields.ts';
import { HoneypotField } from './honeypot-field.tsx';

/**
 * What the visitor fills in on a form built on the contact form's (the contact form, the
 * download request): the honeypot field only bots see, then the fields, two columns on wide
 * screens, each ContactField laying out its own width.
 */
export function VisitorFields<F extends Field>({
  honeypotId,
  honeypotRef,
  fields,
  values,
  errors,
  onChange,
  onBlur,
  purpose,
}: {
  honeypotId: string;
  honeypotRef: Ref<HTMLInputElement>;
  fields: readonly F[];
  values: Record<F, string>;
  errors: Partial<Record<F, ContactErrorCode>>;
  onChange: (field: F, value: string) => void;
  onBlur?: (field: F) => void;
  purpose?: FormPurpose;
}) {
  const { t } = usePageTranslation(['contactForm']);
  return (
    <>
      <HoneypotField id={honeypotId} label={t('fields.website.label')} inputRef={honeypotRef} />
      <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
        {fields.map((field) => (
          <ContactField
            key={field}
            field={field}
            value={values[field]}
            error={errors[field]}
            onChange={(_field, value) => onChange(field, value)}
            onBlur={() => onBlur?.(field)}
            purpose={purpose}
          />
        ))}
      </div>
    </>
  );
}
