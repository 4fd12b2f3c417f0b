import { useRouteError } from 'react-router';
import { PageLoadErrorMessage } from './page-load-error-message.tsx';

/**
 * SPEC §2 and §8: what a page that failed to load shows in place of its content, while the
 * header and footer around it stay usable.
 */
export function PageLoadError() {
  return <PageLoadErrorMessage error={useRouteError()} />;
}
