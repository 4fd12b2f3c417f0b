import type { Solution } from '../routing/site-pages.ts';
import type { PayloadCategory } from './categories.ts';

/**
 * The payload family each solution's work is done with: the listing its page links to, and the
 * payloads the mission finder counts as serving its task. Not in categories.ts, which every
 * page's start-up code carries.
 */
export const solutionPayloadCategory = {
  inspection: 'sensors',
  firefighting: 'firefighting',
  logistics: 'delivery',
} as const satisfies Record<Solution, PayloadCategory>;
