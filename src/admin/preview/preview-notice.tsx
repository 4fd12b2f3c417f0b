import type { ReactNode } from 'react';

/** What the preview pane says instead of a page: loading, or what keeps the page from showing. */
export function PreviewNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" data-testid="preview-notice" className="p-6 text-slate-700">
      {children}
    </div>
  );
}
