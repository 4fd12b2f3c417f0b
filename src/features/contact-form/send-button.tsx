import type { ReactNode } from 'react';

/** A form's send button; aria-disabled while sending, so it keeps its focus and stays announced. */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={sending}
      className="inline-flex min-h-11 max-w-full items-center justify-center rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
    >
      {/* May shrink below its longest word, which then breaks: a phone at twice the text size. */}
      <span className="min-w-0">{children}</span>
    </button>
  );
}
