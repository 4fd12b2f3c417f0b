import { solutionData } from '../generated/solutions.ts';
import type { SolutionData } from './solution-data.ts';
import { solutionContentFrom, type SolutionContent } from './solution-content.ts';

export { solutionContentFrom, type SolutionContent };

/**
 * The firefighting and logistics pages as data (content/pages/firefighting.yaml and
 * logistics.yaml): which scenarios, aircraft and payloads they show. Slugs are checked against
 * the catalogue when the site is built.
 */
export const solutionContent: Record<'firefighting' | 'logistics', SolutionContent> = {
  firefighting: solutionContentFrom('firefighting', solutionData.firefighting as SolutionData),
  logistics: solutionContentFrom('logistics', solutionData.logistics as SolutionData),
};
