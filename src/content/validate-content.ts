import { z } from 'zod';
import { categorySlugs } from '../catalogue/categories.ts';
import { drones } from '../catalogue/drones.ts';
import { siteConfig } from '../config/site-config.ts';
import { inspectionScenarios } from './home-content.ts';
import { milestones } from './milestones.ts';
import { newsItems } from './news.ts';
import { solutionContent } from './solutions.ts';
import { hoursPerMission, statistics, type Statistic } from './statistics.ts';

const modelSlugs = new Set<string>(drones.map((drone) => drone.slug));
const modelSlug = z
  .string()
  .refine((slug) => modelSlugs.has(slug), 'names no model of the catalogue (src/catalogue)');
const id = z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'an id is letters, digits and dashes');

/** A real calendar day written YYYY-MM-DD: zod refuses "2026-02-30" too. */
const isoDate = z.iso.date('is not a calendar date written YYYY-MM-DD');

function unique<T>(key: (item: T) => string, what: string) {
  return (list: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of list) {
      const value = key(item);
      if (seen.has(value))
        context.addIssue({ code: 'custom', message: `${what} "${value}" twice` });
      seen.add(value);
    }
  };
}

const scenarioSchema = z.object({ id, models: z.array(modelSlug).min(1) });

/** An industrial mission lasts from a quarter of an hour (multirotor) to a few hours (tandem). */
const plausibleHoursPerMission = { min: 0.25, max: 3 };

const contentSchema = z.object({
  statistics: z
    .array(
      z.union([
        z.object({ id: z.literal('years'), since: z.number().int().min(1900) }),
        z.object({
          id: z.enum(['missions', 'countries', 'flightHours']),
          value: z.number().int().positive(),
          orMore: z.boolean(),
          editorial: z.boolean().optional(),
        }),
      ]),
    )
    .refine((list) => {
      const average = hoursPerMission(list as Statistic[]);
      return (
        average === undefined ||
        (average >= plausibleHoursPerMission.min && average <= plausibleHoursPerMission.max)
      );
    }, `flight hours divided by missions must be a plausible mission (${plausibleHoursPerMission.min} to ${plausibleHoursPerMission.max} h)`),
  news: z
    .array(
      z.object({
        id,
        date: isoDate,
        topic: z.enum(['product', 'project', 'company']),
        link: z
          .union([
            z.object({ kind: z.literal('model'), slug: modelSlug }),
            z.object({ kind: z.literal('category'), category: z.enum(categorySlugs) }),
          ])
          .optional(),
        editorial: z.boolean().optional(),
      }),
    )
    .min(1)
    .superRefine(unique((item) => item.id, 'news item')),
  milestones: z
    .array(
      z.object({
        id,
        year: z.number().int().min(siteConfig.foundedYear, 'is before the company was founded'),
        model: modelSlug.optional(),
        editorial: z.boolean().optional(),
      }),
    )
    .superRefine(unique((item) => item.id, 'milestone'))
    .refine(
      (list) => list.every((item, index) => index === 0 || item.year >= list[index - 1]!.year),
      'milestones must be listed oldest first',
    ),
  inspectionScenarios: z.array(scenarioSchema),
  solutions: z.record(
    z.string(),
    z.object({
      scenarios: z.array(scenarioSchema).min(1),
      models: z.array(modelSlug).min(1),
      payloadCategory: z.enum(['firefighting', 'delivery']),
    }),
  ),
});

export class ContentError extends Error {}

/**
 * Checks the editorial content (statistics, news, milestones, scenarios) when the site is
 * built, so a mistyped date or a model that left the catalogue stops the build with a message
 * naming the entry, e.g. "is not a calendar date written YYYY-MM-DD → at news[2].date".
 */
export function validateContent(
  content: unknown = {
    statistics,
    news: newsItems,
    milestones,
    inspectionScenarios,
    solutions: solutionContent,
  },
): void {
  const result = contentSchema.safeParse(content);
  if (!result.success) {
    throw new ContentError(`The site content has errors:\n${z.prettifyError(result.error)}`);
  }
}
