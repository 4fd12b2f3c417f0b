import type { ReactNode } from 'react';

/**
 * A 20-pixel outline icon drawn in the colour of the text around it, as the header's buttons
 * show them; the shapes are its children, on a 24-unit grid. Hidden from screen readers: the
 * button it sits in names what it does.
 */
export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
