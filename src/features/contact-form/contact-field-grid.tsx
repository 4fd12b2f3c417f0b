import type { ContactErrorCode, ContactField as Field } from './contact-fields.ts';
import { ContactField } from './contact-field.tsx';

/**
 * The visitor's fields of a form built on the contact form's (the contact form, the download
 * request): two columns on wide screens, each ContactField laying out its own width.
 */
export function ContactFieldGrid<F extends Field>({
  fields,
  values,
  errors,
  onChange,
  onBlur,
}: {
  fields: readonly F[];
  values: Record<F, string>;
  errors: Partial<Record<F, ContactErrorCode>>;
  onChange: (field: F, value: string) => void;
  onBlur?: (field: F) => void;
}) {
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {fields.map((field) => (
        <ContactField
          key={field}
          field={field}
          value={values[field]}
          error={errors[field]}
          onChange={(_field, value) => onChange(field, value)}
          onBlur={() => onBlur?.(field)}
        />
      ))}
    </div>
  );
}
