import type { SolutionData } from './solution-data.ts';
import { firefightingScenarioIds, logisticsScenarioIds, type Scenario } from './scenarios.ts';

export interface SolutionContent {
  scenarios: readonly Scenario[];
  /** The aircraft the page presents for the solution, by model slug. */
  models: readonly string[];
  /** The payload listing that serves the solution. */
  payloadCategory: 'firefighting' | 'delivery';
}

/** What a solution page shows, from its data (src/generated/solutions.ts or the editor's entry). */
export function solutionContentFrom(
  name: 'firefighting' | 'logistics',
  data: SolutionData | undefined,
): SolutionContent {
  const [ids, payloadCategory] = shown[name];
  return {
    scenarios: ids.map((id) => ({ id, models: data?.scenarios[id]?.models ?? [] })),
    models: data?.models ?? [],
    payloadCategory,
  };
}

const shown = {
  firefighting: [firefightingScenarioIds, 'firefighting'],
  logistics: [logisticsScenarioIds, 'delivery'],
} as const satisfies Record<
  string,
  [readonly Scenario['id'][], SolutionContent['payloadCategory']]
>;
