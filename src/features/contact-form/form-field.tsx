import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';

/**
 * A label, an optional hint and the field's error above its control (where a screen reader
 * user meets them before the input); the control itself carries aria-describedby and
 * aria-invalid, set by the form that knows its ids.
 */
export function FormField({
  inputId,
  label,
  optionalText,
  hint,
  hintId,
  error,
  errorId,
  errorPrefix,
  className = '',
  children,
}: {
  inputId: string;
  label: string;
  optionalText?: string;
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
  errorPrefix: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium text-slate-900 dark:text-slate-100">
        {label}
        {optionalText && (
          <span className="font-normal text-slate-600 dark:text-slate-400">{optionalText}</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} prefix={errorPrefix} text={error} className="mt-1" />}
      {children}
    </div>
  );
}
