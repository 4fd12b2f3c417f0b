/**
 * What the search button says when the dialog's code could not be loaded: below the header,
 * over the page rather than pushing it down, until the visitor closes it or tries again
 * (docs/decisions/106).
 */
export function SearchUnavailableNotice({
  message,
  dismiss,
  onDismiss,
}: {
  message: string;
  dismiss: string;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="search-unavailable"
      className="absolute end-4 top-full z-40 mt-2 max-w-xs rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="mt-3 min-h-10 rounded-md border border-slate-300 px-3 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {dismiss}
      </button>
    </div>
  );
}
