/**
 * The product families and the ten category listings of docs/requirements/routes.md. Slugs keep the
 * spec's exact spelling because they are the public URLs (/products/GroundStation, /products/vtol).
 */
export const families = ['drones', 'payloads', 'groundStations'] as const;
export type Family = (typeof families)[number];

export const droneSeries = ['vtol', 'multirotor', 'tandem'] as const;
export type DroneSeries = (typeof droneSeries)[number];

/** One category listing: its slug, the public URL's last part, and the family it lists. */
interface CategoryFacts {
  slug: string;
  family: Family;
  /** A family-wide listing ("all payloads") rather than one series or kind. */
  isFamilyListing: boolean;
}

export const categories = [
  { slug: 'vtol', family: 'drones', isFamilyListing: false },
  { slug: 'multirotor', family: 'drones', isFamilyListing: false },
  { slug: 'tandem', family: 'drones', isFamilyListing: false },
  { slug: 'Payloads', family: 'payloads', isFamilyListing: true },
  { slug: 'sensors', family: 'payloads', isFamilyListing: false },
  { slug: 'firefighting', family: 'payloads', isFamilyListing: false },
  { slug: 'delivery', family: 'payloads', isFamilyListing: false },
  { slug: 'GroundStation', family: 'groundStations', isFamilyListing: true },
  { slug: 'Station', family: 'groundStations', isFamilyListing: false },
  { slug: 'portable', family: 'groundStations', isFamilyListing: false },
] as const satisfies readonly CategoryFacts[];
export type CategorySlug = (typeof categories)[number]['slug'];
export const categorySlugs: readonly CategorySlug[] = categories.map((category) => category.slug);

export function isCategorySlug(value: string): value is CategorySlug {
  return (categorySlugs as readonly string[]).includes(value);
}

export function isDroneSeries(value: string): value is DroneSeries {
  return (droneSeries as readonly string[]).includes(value);
}

export const payloadCategories = ['sensors', 'firefighting', 'delivery'] as const;
export type PayloadCategory = (typeof payloadCategories)[number];

/** Which line drawing stands for a payload (src/features/catalogue/illustrations). */
export const payloadLooks = [
  'thermalCamera',
  'zoomCamera',
  'waterJet',
  'waterTank',
  'throwingModule',
  'extinguisher',
  'windowBreaker',
  'capsuleLauncher',
  'lifeRing',
  'releaseHook',
  'cargoBox',
  'winch',
] as const;
export type PayloadLook = (typeof payloadLooks)[number];

export const groundStationKinds = ['fixed', 'portable'] as const;
export type GroundStationKind = (typeof groundStationKinds)[number];
