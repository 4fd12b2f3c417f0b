/** A solution page's data as the site reads it: the aircraft per scenario and those it presents. */
export interface SolutionData {
  scenarios: Record<string, { models: string[] }>;
  models: string[];
}

/**
 * From the page's content file (content/pages/firefighting.yaml, logistics.yaml) to the data the
 * solution page reads: the content step writes it into src/generated/solutions.ts, the editor's
 * preview hands the entry being edited to the page.
 */
export function solutionDataOf(data: Record<string, unknown>): SolutionData {
  const { scenarios, aircraft } = data as {
    scenarios: Record<string, { models: string[] }>;
    aircraft: { model: string }[];
  };
  return { scenarios, models: aircraft.map((item) => item.model) };
}
