import type { ReactNode, Ref } from 'react';

/** What replaces the form once the server has stored the message. */
export function ContactConfirmation({
  heading,
  body,
  headingRef,
  children,
}: {
  heading: string;
  body: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="contact-confirmation"
      className="rounded-md border-2 border-emerald-700 bg-emerald-50 p-6 dark:border-emerald-300 dark:bg-emerald-950"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-emerald-900 focus:outline-none dark:text-emerald-100"
      >
        {heading}
      </h3>
      <p className="mt-2 text-slate-900 dark:text-slate-100">{body}</p>
      {children}
    </div>
  );
}
