import { useRouteError } from 'react-router';
import { PageLoadErrorMessage } from './page-load-error-message.tsx';

/**
 * docs/requirements/routes.md: what a page that failed to load shows in place of its content, while
 * the header and footer around it stay usable.
 */
export function PageLoadError() {
  return <PageLoadErrorMessage error={useRouteError()} />;
}
