import type { Ref } from 'react';

export interface SummaryItem {
  inputId: string;
  text: string;
}

/**
 * The list of problems at the top of the form, focused after a failed send so keyboard and
 * screen reader users learn at once that the message was not sent and where to fix it. Each
 * entry links to its field; without JavaScript the link still scrolls to it.
 */
export function ErrorSummary({
  heading,
  intro,
  items,
  summaryRef,
  onSelect,
}: {
  heading: string;
  intro: string;
  items: SummaryItem[];
  summaryRef?: Ref<HTMLDivElement>;
  onSelect?: (inputId: string) => void;
}) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="contact-error-summary-heading"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 focus:outline-3 dark:border-red-300 dark:bg-red-950"
    >
      <h3
        id="contact-error-summary-heading"
        className="text-lg font-semibold text-red-800 dark:text-red-200"
      >
        {heading}
      </h3>
      <p className="mt-1 text-slate-900 dark:text-slate-100">{intro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item.inputId}>
            <a
              href={`#${item.inputId}`}
              className="font-medium text-red-800 underline dark:text-red-200"
              onClick={
                onSelect &&
                ((event) => {
                  event.preventDefault();
                  onSelect(item.inputId);
                })
              }
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
