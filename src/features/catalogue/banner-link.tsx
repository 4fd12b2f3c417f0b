import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A button-like link on the dark contact banner. */
export function BannerLink({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center rounded-md px-5 py-2 font-semibold no-underline ${
        primary
          ? 'bg-white text-brand-800 hover:bg-brand-50 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200'
          : 'border border-white text-white hover:bg-brand-700 dark:border-sky-300 dark:text-sky-300 dark:hover:bg-slate-700'
      }`}
    >
      {children}
    </Link>
  );
}
