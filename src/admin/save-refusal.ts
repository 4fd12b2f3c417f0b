import { defaultLanguage, type Language } from '../i18n/languages.ts';

/** A field the editor's own checks refuse, named by its labels in the pane it is written in. */
export interface RefusedField {
  /** The pane the field is in: the default language's holds every shared field. */
  pane: Language;
  /** The field's labels from the top of the form, as the build names it. */
  labels: string[];
  message: string;
}

const languageNames: Record<Language, string> = { en: 'English', zh: 'Chinese' };

/** "Chinese › Search engines › Page title: write this text". */
export function describeRefusedField({ pane, labels, message }: RefusedField): string {
  const where = pane === defaultLanguage ? labels : [languageNames[pane], ...labels];
  return `${where.join(' › ')}: ${message}`;
}

/**
 * A save the editor's own checks refuse. Decap shows a refusal as "…: %{details}", the details
 * being the error as text; an Error's text starts with "Error: ", a word a marketing editor
 * should never meet (issue 37). This one's text is its message alone. It names its fields, so
 * the refusal banner (save-refusal-banner.tsx) can mark them in either language's pane.
 */
export class SaveRefusal extends Error {
  override name = 'SaveRefusal';

  constructor(readonly fields: readonly RefusedField[]) {
    super(fields.map(describeRefusedField).join('; '));
  }

  override toString(): string {
    return this.message;
  }
}
