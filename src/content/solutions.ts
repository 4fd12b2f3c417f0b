import type { Scenario } from './scenarios.ts';

export interface SolutionContent {
  scenarios: readonly Scenario[];
  /** The aircraft the page presents for the solution, by model slug. */
  models: readonly string[];
  /** The payload listing that serves the solution. */
  payloadCategory: 'firefighting' | 'delivery';
}

/**
 * The firefighting and logistics pages as data: which scenarios, aircraft and payloads they
 * show. Text lives in solutions.json; slugs are checked against the catalogue at build time.
 */
export const solutionContent: Record<'firefighting' | 'logistics', SolutionContent> = {
  firefighting: {
    scenarios: [
      { id: 'highRise', models: ['zs-EM40', 'zs-EM120'] },
      { id: 'wildland', models: ['zs-th400', 'zs-EM120'] },
      { id: 'waterRescue', models: ['zs-EM25', 'zs-EM40'] },
      { id: 'hazmat', models: ['zs-EM07', 'zs-EM25'] },
    ],
    models: ['zs-EM25', 'zs-EM40', 'zs-EM120', 'zs-th400'],
    payloadCategory: 'firefighting',
  },
  logistics: {
    scenarios: [
      { id: 'mountain', models: ['zs-EM40', 'zs-EM120'] },
      { id: 'island', models: ['zs-VT150', 'zs-th400'] },
      { id: 'gridConstruction', models: ['zs-th500', 'zs-th600'] },
      { id: 'relief', models: ['zs-EM120', 'zs-VT150'] },
    ],
    models: ['zs-EM40', 'zs-EM120', 'zs-VT150', 'zs-th400', 'zs-th500', 'zs-th600'],
    payloadCategory: 'delivery',
  },
};
