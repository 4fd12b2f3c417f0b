import type { ContactApiCode, ContactFieldProblem } from '../contact-form/contact-api.ts';
import {
  emptyContactFormValues,
  type ConsentField,
  type ContactErrorCode,
  type ContactField,
} from '../contact-form/contact-fields.ts';

/**
 * A model page's download request (issue 34): the contract between its form and the server,
 * kept free of zod so the page renders and hydrates without it; the checks are in
 * download-request-schema.ts, loaded when the visitor sends.
 */
export const downloadEndpoint = '/api/download';

/** The visitor's fields, a subset of the contact form's and checked by the same rules. */
export const downloadFields = [
  'name',
  'email',
  'company',
] as const satisfies readonly ContactField[];
export type DownloadField = (typeof downloadFields)[number];

/** The radio buttons' name: the id of the document asked for (product-documents.ts). */
export const documentField = 'document';

export type DownloadControl = DownloadField | ConsentField | typeof documentField;
export type DownloadErrors = Partial<Record<DownloadControl, ContactErrorCode>>;
export type DownloadValues = Record<DownloadControl, string>;

export const emptyDownloadValues = (document: string): DownloadValues => ({
  name: emptyContactFormValues.name,
  email: emptyContactFormValues.email,
  company: emptyContactFormValues.company,
  consentPrivacy: '',
  consentMarketing: '',
  consentTransfer: '',
  document,
});

/** The form handed back without JavaScript after a refusal: what was typed, and why. */
export interface SubmittedDownloadRequest {
  values: DownloadValues;
  errors: DownloadErrors;
}

/** The document, ready: a signed link to it, valid until `expiresAt`. */
export interface DownloadReady {
  code: 'received';
  message: string;
  title: string;
  link: string;
  expiresAt: string;
  /** Whether the link is also being e-mailed to the visitor (the server has SMTP). */
  mailed: boolean;
}

/** Every answer of POST /api/download: the document, or a refusal as the contact API words it. */
export type DownloadApiAnswer =
  | DownloadReady
  | {
      code: Exclude<ContactApiCode, 'received'>;
      message: string;
      fields?: (Omit<ContactFieldProblem, 'field'> & { field: DownloadControl })[];
      retryAfterSeconds?: number;
    };
