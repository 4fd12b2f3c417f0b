import { createContext } from 'react';

/**
 * Fetches the comparison's code ahead of a visit to it. The compare bar calls it once something
 * is chosen, so that following the bar's link waits for neither the compare page's code nor its
 * table's, which would otherwise come one after the other (docs/decisions/094). The app
 * provides it: only the app may name a page's module (the import layers).
 */
export const PreloadComparisonContext = createContext<() => void>(() => undefined);
