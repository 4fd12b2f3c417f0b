import { solutionPayloadCategory } from '../catalogue/solution-payloads.ts';
import type { SolutionData } from './solution-data.ts';
import { firefightingScenarioIds, logisticsScenarioIds, type Scenario } from './scenarios.ts';

export interface SolutionContent {
  scenarios: readonly Scenario[];
  /** The aircraft the page presents for the solution, by model slug. */
  models: readonly string[];
  /** The payload listing that serves the solution. */
  payloadCategory: (typeof solutionPayloadCategory)['firefighting' | 'logistics'];
}

/** What a solution page shows, from its data (src/generated/solutions.ts or the editor's entry). */
export function solutionContentFrom(
  name: 'firefighting' | 'logistics',
  data: SolutionData | undefined,
): SolutionContent {
  return {
    scenarios: scenarioIds[name].map((id) => ({
      id,
      models: data?.scenarios[id]?.models ?? [],
    })),
    models: data?.models ?? [],
    payloadCategory: solutionPayloadCategory[name],
  };
}

const scenarioIds = {
  firefighting: firefightingScenarioIds,
  logistics: logisticsScenarioIds,
} as const satisfies Record<string, readonly Scenario['id'][]>;
