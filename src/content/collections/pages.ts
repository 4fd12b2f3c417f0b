import { z } from 'zod';
import type { Language } from '../../i18n/languages.ts';
import { pageKinds } from '../../routing/page-kinds.ts';
import { combine, noData, textTrees, tree } from '../collection-parts.ts';
import type { AnyObject, FileEntry, FilesCollection } from '../collection-types.ts';
import {
  deliveryClaimSchema,
  firefightingScenariosSchema,
  inspectionScenariosSchema,
  legalUpdatedSchema,
  logisticsScenariosSchema,
  milestonesSchema,
  solutionAircraftSchema,
  statisticsSchema,
} from '../content-schema.ts';

/*
 * The copy of each page, one file a page (content/pages/): its head (title and description for
 * search engines) under "pages", its page text in the namespace named like it, and the few
 * figures a page shows beside its texts.
 */

const home: FileEntry = {
  name: 'home',
  label: 'Home (and inspection solution)',
  file: 'pages/home.yaml',
  entry: {
    data: z
      .object({ statistics: statisticsSchema, scenarios: inspectionScenariosSchema })
      .strict() as unknown as AnyObject,
    texts: textTrees('head', 'inspectionHead', 'page'),
  },
  place: combine(
    tree('pages', ['home'], 'head'),
    tree('pages', ['solutions', 'inspection'], 'inspectionHead'),
    tree('home', [], 'page'),
  ),
};

const solutions = (['firefighting', 'logistics'] as const).map((solution): FileEntry => ({
  name: solution,
  label: solution === 'firefighting' ? 'Firefighting solution' : 'Logistics solution',
  file: `pages/${solution}.yaml`,
  entry: {
    data: z
      .object({
        scenarios:
          solution === 'firefighting' ? firefightingScenariosSchema : logisticsScenariosSchema,
        aircraft: solutionAircraftSchema,
        ...(solution === 'logistics' ? { deliveryTimeReduction: deliveryClaimSchema } : {}),
      })
      .strict() as unknown as AnyObject,
    texts: textTrees('head', 'page'),
  },
  place: combine(
    tree('pages', ['solutions', solution], 'head'),
    tree('solutions', [solution], 'page'),
    (entry, lang) =>
      (entry.data.aircraft as { model: string; role: Record<Language, string> }[]).map((item) => ({
        ns: 'solutions',
        path: [solution, 'models', 'roles', item.model],
        value: item.role[lang],
      })),
  ),
}));

const products: FileEntry = {
  name: 'products',
  label: 'Products overview, listings, comparison and mission finder',
  file: 'pages/products.yaml',
  entry: { data: noData(), texts: textTrees('products', 'categories', 'compare', 'finder') },
  place: combine(
    tree('pages', ['products'], 'products'),
    tree('pages', ['categories'], 'categories'),
    tree('pages', ['compare'], 'compare'),
    tree('pages', ['finder'], 'finder'),
  ),
};

const about: FileEntry = {
  name: 'about',
  label: 'About',
  file: 'pages/about.yaml',
  entry: {
    data: z.object({ milestones: milestonesSchema }).strict() as unknown as AnyObject,
    texts: textTrees('head', 'page'),
  },
  place: combine(tree('pages', ['about'], 'head'), tree('about', [], 'page'), (entry, lang) =>
    (entry.data.milestones as { id: string; text: Record<Language, string> }[]).map(
      (milestone) => ({
        ns: 'about',
        path: ['milestones', 'items', milestone.id],
        value: milestone.text[lang],
      }),
    ),
  ),
};

const contact: FileEntry = {
  name: 'contact',
  label: 'Contact',
  file: 'pages/contact.yaml',
  entry: { data: noData(), texts: textTrees('head', 'page') },
  place: combine(tree('pages', ['contact'], 'head'), tree('contact', [], 'page')),
};

const legal = (['privacy', 'terms'] as const).map((document): FileEntry => ({
  name: document,
  label: document === 'privacy' ? 'Privacy Policy' : 'Terms of Service',
  file: `pages/${document}.yaml`,
  entry: {
    data: z.object({ updated: legalUpdatedSchema }).strict() as unknown as AnyObject,
    texts: textTrees('head', 'page'),
  },
  place: combine(tree('pages', [document], 'head'), tree('legal', [document], 'page')),
}));

/**
 * The pages of texts only that the page registry declares with an editor label: each one file
 * with its head and its page text, placed under "pages" and in the namespace named like it.
 */
const textOnlyPages = Object.entries(pageKinds).flatMap(([kind, { content }]): FileEntry[] =>
  content
    ? [
        {
          name: kind,
          label: content.label,
          file: `pages/${kind}.yaml`,
          entry: { data: noData(), texts: textTrees('head', 'page') },
          place: combine(tree('pages', [kind], 'head'), tree(kind, [], 'page')),
        },
      ]
    : [],
);

export const pages: FilesCollection = {
  kind: 'files',
  name: 'pages',
  label: 'Pages',
  description: 'The copy of each page, with its title and description for search engines.',
  files: [home, ...solutions, products, about, contact, ...legal, ...textOnlyPages],
};
