/**
 * A link to a street map, opened in a new tab. The visible label names the map; the office and
 * the new tab are said to screen readers only, where a list of links is read without its card.
 */
export function MapLink({
  href,
  label,
  context,
}: {
  href: string;
  label: string;
  context: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 min-w-0 items-center gap-2 font-semibold"
    >
      <span className="min-w-0">
        {label}
        <span className="sr-only">{context}</span>
      </span>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />
      </svg>
    </a>
  );
}
