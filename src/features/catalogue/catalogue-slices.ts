import type { Catalogue, Carrier } from '../../catalogue/catalogue.ts';
import { categorySlugs } from '../../catalogue/categories.ts';
import type { Drone } from '../../catalogue/drones.ts';
import type { GroundStation } from '../../catalogue/ground-stations.ts';
import type { Payload } from '../../catalogue/payloads.ts';
import type { SolutionContent } from '../../content/solution-content.ts';
import { productsInCategory } from './catalogue-products.ts';
import { listingFacets } from './listing-filters.ts';
import { compareKeysByGroup } from './spec-rows.ts';

/*
 * Each page that shows products renders from a slice of the catalogue: the products it shows,
 * the payloads their texts name and the aircraft that carry those payloads. The content step
 * writes one module per slice (src/generated/slices), and the route loads a page's slice with
 * its code, so a VTOL listing downloads five aircraft rather than every family
 * (docs/decisions/066). The prerender renders every page from its slice and from the whole
 * catalogue and fails the build where the two differ, so a slice that lacks a product its page
 * shows cannot ship.
 */

/** What the solution pages present: their aircraft, and the payload listing that serves them. */
export type SolutionShowcase = Record<
  'firefighting' | 'logistics',
  Pick<SolutionContent, 'models' | 'payloadCategory'>
>;

/**
 * The products shown, with every aircraft carrying a payload shown and, unless the page shows
 * the aircraft by their figures alone (`withoutAircraftTexts`), every payload their texts name.
 * A page that names its payloads without their texts (`withoutPayloadTexts`) needs no carriers.
 */
function sliceOf(
  whole: Catalogue,
  shown: {
    drones?: readonly Drone[];
    payloads?: readonly Payload[];
    groundStations?: readonly GroundStation[];
    withoutAircraftTexts?: boolean;
    withoutPayloadTexts?: boolean;
  },
): Catalogue {
  const shownDrones = new Set(shown.drones?.map((drone) => drone.slug));
  const drones = whole.drones.filter((drone) => shownDrones.has(drone.slug));
  const named = new Set([
    ...(shown.payloads ?? []).map((payload) => payload.slug),
    ...(shown.withoutAircraftTexts ? [] : drones.flatMap((drone) => drone.payloads)),
  ]);
  const payloads = whole.payloads.filter((payload) => named.has(payload.slug));
  const shownStations = new Set(shown.groundStations?.map((station) => station.slug));
  return {
    drones,
    payloads,
    groundStations: whole.groundStations.filter((station) => shownStations.has(station.slug)),
    carriers: shown.withoutPayloadTexts ? [] : carriersOf(whole, named),
    facets: {},
  };
}

/** The aircraft that carry any of `payloads`, each listing only those. */
function carriersOf(whole: Catalogue, payloads: ReadonlySet<string>): Carrier[] {
  return whole.carriers.flatMap(({ slug, series, name, payloads: carried }) => {
    const here = carried.filter((payload) => payloads.has(payload));
    return here.length > 0 ? [{ slug, series, name, payloads: here }] : [];
  });
}

/** A product's lists that only its listing card and page show: features, patents, marks. */
const noProductLists = { features: [], patents: [], editorial: [] };

/** A drone's lists that only its model page shows. */
const noModelPageLists = { keyFeatures: [], faq: [], documents: [], videos: [] };

/** An aircraft with only the figures named in `kept`, and none of its pages' lists. */
function aircraftWith(kept: ReadonlySet<string>) {
  return ({ figures, ...drone }: Drone): Drone => ({
    ...drone,
    ...noProductLists,
    ...noModelPageLists,
    figures: Object.fromEntries(
      Object.entries(figures).filter(([key]) => kept.has(key)),
    ) as Drone['figures'],
  });
}

/** The figures the finder judges by and its table shows, and those its drawing is chosen by. */
const finderFigures = new Set([
  'flightTime',
  'flightTimeFullPayload',
  'windResistance',
  'ceiling',
  'operatingTemp',
  'fuelTank',
]);

/**
 * The finder's slice holds what the finder reads: each aircraft's figures it judges by and its
 * table shows, those its drawing is chosen by (fuelTank), its photos and payloads; each payload's
 * category, look, photos and specs (its weight and load). The model pages' lists (key features,
 * questions, documents, videos, patents, editorial marks) are left empty and their other
 * figures out: they were a third of the finder's start-up script (issue 33's 135 KB).
 * finder-slice.test.tsx ranks missions from this slice and from the whole catalogue and
 * requires the same markup, so a field the finder comes to read cannot go missing unseen.
 */
function finderSlice(slice: Catalogue): Catalogue {
  return {
    ...slice,
    drones: slice.drones.map(aircraftWith(finderFigures)),
    payloads: slice.payloads.map((payload) => ({ ...payload, ...noProductLists })),
  };
}

/**
 * The products overview's slice holds what its category cards read: each listing's products by
 * name and order, and the headline figures the aircraft leads quote (categoryTextValues). The
 * cards show a drawing per listing, so the products' photos and lists are left out, and the
 * aircraft's figures but the two every model has; with them the overview's start-up script was
 * over its 135 KB (issue 32). Payload and station specs stay: each is a few required figures.
 * The prerender renders the page from this slice and from the whole catalogue and fails the
 * build where the two differ, so a field the overview comes to read cannot go missing unseen.
 */
function overviewSlice(slice: Catalogue): Catalogue {
  const unlisted = { ...noProductLists, photos: [] };
  return {
    ...slice,
    drones: slice.drones.map(({ slug, order, series, name, headline, figures }) => ({
      slug,
      order,
      series,
      name,
      headline,
      ...unlisted,
      figures: { flightTime: figures.flightTime, windResistance: figures.windResistance },
      payloads: [],
      ...noModelPageLists,
    })),
    payloads: slice.payloads.map((payload) => ({ ...payload, ...unlisted })),
    groundStations: slice.groundStations.map((station) => ({ ...station, ...unlisted })),
    carriers: [],
  };
}

/**
 * The comparison's slice holds what its table and picker read: every product's name, picture
 * and the figures of its comparison group (each aircraft's compare rows, the speed envelope that
 * stands in for a top speed, the fuel tank its drawing is chosen by; payloads' and stations'
 * specs are all compared). The lists only listings and model pages show, and the aircraft's
 * other figures, are left out: with them the comparison's start-up script was 138.7 KB, over
 * issue 32's 135. compare-slice.test.tsx renders every group's table from this slice and from
 * the whole catalogue and requires the same markup, so a figure the comparison comes to show
 * cannot go missing unseen.
 */
function compareSlice(slice: Catalogue): Catalogue {
  const compared = new Set<string>([...compareKeysByGroup.drones, 'speedRange', 'fuelTank']);
  return {
    ...slice,
    drones: slice.drones.map((drone) => ({ ...aircraftWith(compared)(drone), payloads: [] })),
    payloads: slice.payloads.map((payload) => ({ ...payload, ...noProductLists })),
    groundStations: slice.groundStations.map((station) => ({ ...station, ...noProductLists })),
    carriers: [],
  };
}

/** Every slice, by name: what the content step writes to src/generated/slices. */
export function catalogueSlices(
  whole: Catalogue,
  solutions: SolutionShowcase,
): Record<string, Catalogue> {
  const everything = sliceOf(whole, {
    drones: whole.drones,
    payloads: whole.payloads,
    groundStations: whole.groundStations,
  });
  const slices: Record<string, Catalogue> = {
    overview: overviewSlice(everything),
    compare: compareSlice(everything),
    // The mission finder ranks aircraft and names their payloads; ground stations play no part.
    finder: finderSlice(
      sliceOf(whole, { drones: whole.drones, payloads: whole.payloads, withoutPayloadTexts: true }),
    ),
  };
  for (const category of categorySlugs) {
    const products = productsInCategory(whole, category);
    slices[`category-${category}`] = {
      ...sliceOf(whole, {
        drones: products.flatMap((p) => (p.family === 'drones' ? [p.drone] : [])),
        payloads: products.flatMap((p) => (p.family === 'payloads' ? [p.payload] : [])),
        groundStations: products.flatMap((p) => (p.family === 'groundStations' ? [p.station] : [])),
      }),
      facets: { [category]: listingFacets(category, products) },
    };
  }
  for (const drone of whole.drones) {
    const slice = sliceOf(whole, { drones: [drone] });
    // A model page names its payloads by their cards, which show no tags, patents or marks.
    slices[`model-${drone.slug}`] = {
      ...slice,
      payloads: slice.payloads.map((payload) => ({ ...payload, ...noProductLists })),
    };
  }
  for (const [name, { models, payloadCategory }] of Object.entries(solutions)) {
    slices[`solution-${name}`] = sliceOf(whole, {
      // Their cards show figures and a role from the page's own texts (ModelSummaryCard).
      drones: whole.drones.filter((drone) => models.includes(drone.slug)),
      withoutAircraftTexts: true,
      payloads: whole.payloads.filter((payload) => payload.category === payloadCategory),
    });
  }
  return slices;
}
