import { solutionData } from '../generated/solutions.ts';
import { firefightingScenarioIds, logisticsScenarioIds, type Scenario } from './scenarios.ts';

export interface SolutionContent {
  scenarios: readonly Scenario[];
  /** The aircraft the page presents for the solution, by model slug. */
  models: readonly string[];
  /** The payload listing that serves the solution. */
  payloadCategory: 'firefighting' | 'delivery';
}

function solution(
  name: 'firefighting' | 'logistics',
  ids: readonly Scenario['id'][],
  payloadCategory: SolutionContent['payloadCategory'],
): SolutionContent {
  const data = solutionData[name];
  return {
    scenarios: ids.map((id) => ({ id, models: data?.scenarios[id]?.models ?? [] })),
    models: data?.models ?? [],
    payloadCategory,
  };
}

/**
 * The firefighting and logistics pages as data (content/pages/firefighting.yaml and
 * logistics.yaml): which scenarios, aircraft and payloads they show. Slugs are checked against
 * the catalogue when the site is built.
 */
export const solutionContent: Record<'firefighting' | 'logistics', SolutionContent> = {
  firefighting: solution('firefighting', firefightingScenarioIds, 'firefighting'),
  logistics: solution('logistics', logisticsScenarioIds, 'delivery'),
};
