import { categories, type CategorySlug, type DroneSeries } from '../catalogue/categories.ts';
import type { DroneSlug } from '../catalogue/drone-models.ts';

export const solutions = ['inspection', 'firefighting', 'logistics'] as const;
export type Solution = (typeof solutions)[number];

export const legalDocuments = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/**
 * What tells one page of a kind from another: the parts of its path. A kind of a single page
 * (the about page) has none.
 */
export interface PageParams {
  home: object;
  solution: { solution: Solution };
  products: object;
  category: { category: CategorySlug };
  model: { series: DroneSeries; slug: DroneSlug };
  compare: object;
  finder: object;
  about: object;
  contact: object;
  legal: { document: LegalDocument };
}

export type PageKind = keyof PageParams;

/** One page of the site: its kind, and the parameters that tell it from the others of its kind. */
export type PageRef = { [K in PageKind]: { kind: K } & PageParams[K] }[PageKind];

type PageOf<K extends PageKind> = Extract<PageRef, { kind: K }>;

/**
 * One step of a page's breadcrumb trail, after Home and Products: a page named by a text key,
 * or a model page named by its product.
 */
export type Crumb = { label: string; page: PageRef } | { productName: true; page: PageOf<'model'> };

/**
 * A page of texts only, whose file (content/pages/<kind>.yaml), editor entry (under `label`) and
 * placement the Pages collection derives from its kind: its head under `pages:<kind>`, the rest
 * in the namespace named like the kind. The other kinds have data beside their texts, so their
 * editor entries are written out in src/content/collections/pages.ts.
 */
export interface TextOnlyContent {
  label: string;
}

/**
 * Everything the site knows about one kind of page, in one place. Read by the route table
 * (path, module, namespaces, screen, slice), the link builders and canonical links (path,
 * canonical), the head (text key, trail, indexable), the prerender, sitemap and search index
 * (pages, indexable, canonical), the content step and the editor (content) and the bench
 * (bench). The route table loads this at start-up, so it holds data and small functions only:
 * no page module, no catalogue beyond the lists of slugs.
 */
export interface PageKindDefinition<K extends PageKind> {
  /**
   * Every page of the kind, in the order the site lists them (one page without parameters if
   * not said); from the drone models where they decide. The models are handed in rather than imported, because the content step, which
   * writes them, reads this registry too (src/content/collections/pages.ts).
   */
  pages?:
    | readonly PageParams[K][]
    | ((models: readonly { series: DroneSeries; slug: DroneSlug }[]) => readonly PageParams[K][]);
  /**
   * Its path under the language prefix, '' for the home page: THE place a page's URL is
   * spelled. The route table, canonical links, the sitemap and every link builder go through it.
   */
  path: (page: PageOf<K>) => string;
  /**
   * Its screen in src/pages/, which exports the component named like the file
   * (home-page.tsx → HomePage), loaded as one lazy chunk by the route table.
   */
  module: `${string}-page.tsx`;
  /**
   * The translation namespaces the screen reads, its own first: unprefixed keys in the page
   * component come from that one. The page reads its texts through this list and the route
   * loads the same list before a client-side navigation shows it, so the two cannot drift
   * apart. The list also names the namespaces of the features the page shows.
   */
  namespaces: readonly string[];
  /** Those its HTML carries whole, not only the keys its first render reads. */
  wholeNamespaces?: readonly string[];
  /** Another kind whose screen (module and namespaces) shows this page, where one does. */
  shownAs?: (page: PageOf<K>) => PageKind | undefined;
  /** The page whose URL is canonical for this one, where that is another page. */
  canonical?: (page: PageOf<K>) => PageRef | undefined;
  /** false: kept out of the sitemap and the search index, and marked noindex. */
  indexable?: false;
  /**
   * The slice of the catalogue the page renders from, by the name of its module
   * (src/features/catalogue/catalogue-slices.ts makes them); none for a page of no product.
   */
  slice?: (page: PageOf<K>) => string | undefined;
  /**
   * Where its title, description and keywords sit in the "pages" namespace: under the kind's
   * name if not said.
   */
  textKey?: (page: PageOf<K>) => string;
  /** Its breadcrumb trail after Home and Products, as the page and its JSON-LD show it. */
  trail?: (page: PageOf<K>) => readonly Crumb[];
  /** Where its texts are edited, for a page of texts only. */
  content?: TextOnlyContent;
  /** The pages of the kind the bench measures, each with the name its reports give it. */
  bench?: readonly { type: string; page: PageParams[K] }[];
}

/**
 * THE page registry: every screen of docs/requirements/routes.md, declared once. Adding a kind
 * of page is one entry here (and its parameters in PageParams) plus its screen in src/pages/;
 * site-pages.ts lists the pages and spells their paths from it.
 */
export const pageKinds: { [K in PageKind]: PageKindDefinition<K> } = {
  home: {
    path: () => '',
    module: 'home-page.tsx',
    namespaces: ['home', 'pages', 'common', 'catalogue'],
    bench: [{ type: 'home', page: {} }],
  },
  solution: {
    pages: solutions.map((solution) => ({ solution })),
    path: ({ solution }) => solution,
    module: 'solution-page.tsx',
    namespaces: ['solutions', 'pages', 'common', 'catalogue'],
    // /inspection is the home screen again (docs/requirements/routes.md), loaded from the home
    // screen's own module, so the solution screens' chunk does not carry it; its canonical URL
    // is the home page's.
    shownAs: ({ solution }) => (solution === 'inspection' ? 'home' : undefined),
    canonical: ({ solution }) => (solution === 'inspection' ? { kind: 'home' } : undefined),
    // The home screen's optical modules read the sensors' own module.
    slice: ({ solution }) => (solution === 'inspection' ? undefined : `solution-${solution}`),
    textKey: ({ solution }) => `solutions.${solution}`,
    bench: [{ type: 'solution', page: { solution: 'firefighting' } }],
  },
  products: {
    path: () => 'products',
    module: 'products-overview-page.tsx',
    namespaces: ['pages', 'catalogue', 'common'],
    // Every listing's card counts and names its products.
    slice: () => 'overview',
    bench: [{ type: 'products overview', page: {} }],
  },
  category: {
    pages: categories.map(({ slug }) => ({ category: slug })),
    path: ({ category }) => `products/${category}`,
    module: 'category-listing-page.tsx',
    namespaces: ['pages', 'catalogue', 'common'],
    slice: ({ category }) => `category-${category}`,
    textKey: ({ category }) => `categories.${category}`,
    trail: ({ category }) => [
      { label: `common:categories.${category}`, page: { kind: 'category', category } },
    ],
    // The drones' series listing buyers land on most, and the two family listings with the
    // most cards.
    bench: [
      { type: 'drone listing', page: { category: 'vtol' } },
      { type: 'payload listing', page: { category: 'Payloads' } },
      { type: 'station listing', page: { category: 'GroundStation' } },
    ],
  },
  model: {
    pages: (models) => models.map(({ series, slug }) => ({ series, slug })),
    path: ({ series, slug }) => `products/${series}/${slug}`,
    module: 'model-detail-page.tsx',
    namespaces: ['catalogue', 'common', 'pages', 'contactForm'],
    slice: ({ slug }) => `model-${slug}`,
    textKey: ({ slug }) => `models.${slug}`,
    trail: ({ series, slug }) => [
      { label: `common:series.${series}`, page: { kind: 'category', category: series } },
      { productName: true, page: { kind: 'model', series, slug } },
    ],
    // One per series.
    bench: [
      { type: 'VTOL model', page: { series: 'vtol', slug: 'zs-VT15' } },
      { type: 'multirotor model', page: { series: 'multirotor', slug: 'zs-EM25' } },
      { type: 'tandem model', page: { series: 'tandem', slug: 'zs-th400' } },
    ],
  },
  // The comparison chosen from a listing's compare bar.
  compare: {
    // Which products it shows is in the query (paths.compare), so one prerendered page serves
    // every comparison.
    path: () => 'products/compare',
    module: 'compare-page.tsx',
    namespaces: ['pages', 'catalogue', 'common'],
    // A comparison is a view of other pages chosen by the visitor, so it is kept out of the
    // sitemap and marked noindex (docs/decisions/006).
    indexable: false,
    // No slice: the page as prerendered shows no product. The comparison's own module reads
    // the compare slice once the URL names products (docs/decisions/094).
    trail: () => [{ label: 'pages:compare.heading', page: { kind: 'compare' } }],
  },
  // Every aircraft ranked against a mission the visitor states.
  finder: {
    // The mission is in the query too (paths.finder): one page serves every mission.
    path: () => 'products/finder',
    module: 'finder-page.tsx',
    namespaces: ['finder', 'pages', 'catalogue', 'common'],
    // It says so when the ranking's code cannot load, offline, when its texts cannot either.
    wholeNamespaces: ['finder'],
    // Every aircraft is ranked, with the payloads that serve the mission.
    slice: () => 'finder',
    trail: () => [{ label: 'pages:finder.heading', page: { kind: 'finder' } }],
    bench: [{ type: 'mission finder', page: {} }],
  },
  about: {
    path: () => 'about',
    module: 'about-page.tsx',
    namespaces: ['about', 'pages', 'common'],
    bench: [{ type: 'about', page: {} }],
  },
  contact: {
    path: () => 'contact',
    module: 'contact-page.tsx',
    // The page holds the contact form.
    namespaces: ['contact', 'pages', 'common', 'contactForm'],
    // The form shows its messages when fetching them is no option: a send that failed because
    // the network is down, or a draft restored the moment the page hydrates.
    wholeNamespaces: ['contactForm'],
    bench: [{ type: 'contact', page: {} }],
  },
  legal: {
    pages: legalDocuments.map((document) => ({ document })),
    path: ({ document }) => document,
    module: 'legal-page.tsx',
    namespaces: ['legal', 'pages', 'common'],
    textKey: ({ document }) => document,
    bench: [{ type: 'legal', page: { document: 'privacy' } }],
  },
};

/** The declaration of a page's kind. */
export function pageKindOf<K extends PageKind>(page: PageOf<K>): PageKindDefinition<K> {
  return pageKinds[page.kind as K];
}
