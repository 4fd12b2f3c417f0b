import type { Milestone as MilestoneEntry } from './content-schema.ts';

/** A milestone as the About page reads it; its text is in the about namespace under its id. */
export type Milestone = Omit<MilestoneEntry, 'text'>;

/**
 * The company's history for the About page, oldest first (content/pages/about.yaml). The build
 * refuses a first milestone in another year than the founding year of the company facts.
 *
 * Editorial, like the company facts (docs/decisions/003-company-facts.md): each entry is marked
 * until marketing confirms it.
 */
export { milestones } from '../generated/milestones.ts';
