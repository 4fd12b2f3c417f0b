/**
 * The application scenarios of the three solutions. Each id keys its text in the page's
 * namespace and its illustration (features/illustrations/scene-image.tsx).
 */
export const inspectionScenarioIds = ['powerLines', 'pipelines', 'solar', 'surveying'] as const;
export const firefightingScenarioIds = ['highRise', 'wildland', 'waterRescue', 'hazmat'] as const;
export const logisticsScenarioIds = ['mountain', 'island', 'gridConstruction', 'relief'] as const;

export type ScenarioId =
  | (typeof inspectionScenarioIds)[number]
  | (typeof firefightingScenarioIds)[number]
  | (typeof logisticsScenarioIds)[number];

export interface Scenario<Id extends ScenarioId = ScenarioId> {
  id: Id;
  /** Slugs of the drone models suited to the scenario, best fit first. */
  models: readonly string[];
}
