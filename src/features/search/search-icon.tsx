import { LineIcon } from '../page-parts/line-icon.tsx';

/** The magnifier of the header's search button and the dialog's field. */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </LineIcon>
  );
}
