import { siteConfig } from '../config/site-config.ts';

export interface Milestone {
  /** Key of the milestone's text in about.json ("milestones.items.{id}"). */
  id: string;
  year: number;
  /** A model the milestone is about; the page names and links it from the catalogue. */
  model?: string;
  /** Written for launch (date and text); marketing confirms it and removes the mark. */
  editorial?: boolean;
}

/**
 * The company's history for the About page, oldest first. The first entry is the founding
 * year from site-config, so the two can never disagree.
 *
 * Editorial, like the company facts (docs/decisions/003-company-facts.md): each entry is marked
 * until marketing confirms it.
 */
export const milestones: readonly Milestone[] = [
  { id: 'founded', year: siteConfig.foundedYear, editorial: true },
  { id: 'firstMultirotor', year: 2014, model: 'zs-EM07', editorial: true },
  { id: 'vtolSeries', year: 2016, model: 'zs-VT15', editorial: true },
  { id: 'firefightingPayloads', year: 2018, editorial: true },
  { id: 'singapore', year: 2019, editorial: true },
  { id: 'tandemSeries', year: 2021, model: 'zs-th400', editorial: true },
  { id: 'hybridVtol', year: 2023, model: 'zs-VT150', editorial: true },
  { id: 'heavyTandem', year: 2025, model: 'zs-th600', editorial: true },
];
