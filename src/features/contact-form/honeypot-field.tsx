import type { Ref } from 'react';
import { honeypotField } from './contact-fields.ts';

/**
 * A field left empty by people, who never see it, and filled by bots that fill every field: the
 * server drops what comes with it filled, answering as if it kept it.
 */
export function HoneypotField({
  id,
  label,
  inputRef,
}: {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    // Invisible to people and assistive technology; bots that fill every field fill it.
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
