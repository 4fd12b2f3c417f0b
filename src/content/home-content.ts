import { inspectionScenarioModels } from '../generated/home.ts';
import { inspectionScenarioIds, type Scenario } from './scenarios.ts';

/**
 * Inspection and mapping, the home screen's solution (docs/requirements/pages.md): the scenarios it
 * shows and the aircraft that suit each one (content/pages/home.yaml; model slugs are checked
 * against the catalogue when the site is built).
 */
export const inspectionScenarios: readonly Scenario<(typeof inspectionScenarioIds)[number]>[] =
  inspectionScenarioIds.map((id) => ({ id, models: inspectionScenarioModels[id]?.models ?? [] }));

/**
 * The hero's claims about the whole range (longest range, heaviest payload, model count),
 * derived from the catalogue by the content step, so they never go stale.
 */
export { fleet } from '../generated/home.ts';
