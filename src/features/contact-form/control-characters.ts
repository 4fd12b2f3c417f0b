// C0 controls other than tab and line breaks, DEL, C1 controls, and the bidirectional
// embedding, override and isolate controls that can make text read differently than it is
// stored ("Trojan Source"). Matching control characters is the point, hence the lint exception.
/* eslint-disable no-control-regex */
/** A control character a multi-line text may not hold (tab and line breaks are allowed). */
export const controlInText =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** A control character a one-line text may not hold. */
export const controlInLine = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/* eslint-enable no-control-regex */
