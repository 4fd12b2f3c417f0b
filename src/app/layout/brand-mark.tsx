/** The company's mark: a stylised composite-wing drone seen from above. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      width="36"
      height="36"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 5v30M6 18h28M14 33h12" />
      <circle cx="10" cy="12" r="3.5" />
      <circle cx="30" cy="12" r="3.5" />
      <circle cx="10" cy="24" r="3.5" />
      <circle cx="30" cy="24" r="3.5" />
    </svg>
  );
}
