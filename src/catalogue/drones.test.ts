import { describe, expect, it } from 'vitest';
import { findDrone } from '../features/catalogue/catalogue-products.ts';
import { fullCatalogue } from '../features/catalogue/full-catalogue.ts';
import { droneSchema, type Drone } from './drone-schema.ts';
import type { DroneSlug } from './drone-models.ts';
import { drones } from './drones.ts';
import { CatalogueError, validateCatalogue } from './validate-catalogue.ts';

interface Figure {
  value: number;
  unit: 'kg' | 'km';
  qualifier?: 'atLeast';
}

const kg = (value: number): Figure => ({ value, unit: 'kg' });
const km = (value: number, qualifier?: 'atLeast'): Figure =>
  qualifier ? { value, unit: 'km', qualifier } : { value, unit: 'km' };

/** docs/requirements/catalogue.md, Headline figures: typed in by hand, not copied from the code. */
const specHeadlines: {
  series: Drone['series'];
  slug: string;
  mtow: Figure;
  payload: Figure;
  range?: Figure;
}[] = [
  { series: 'vtol', slug: 'zs-VT15', mtow: kg(15), payload: kg(5), range: km(245) },
  { series: 'vtol', slug: 'zs-VT30', mtow: kg(30), payload: kg(10), range: km(360) },
  { series: 'vtol', slug: 'zs-VT60', mtow: kg(60), payload: kg(15), range: km(850) },
  { series: 'vtol', slug: 'zs-VT120', mtow: kg(120), payload: kg(30), range: km(500, 'atLeast') },
  { series: 'vtol', slug: 'zs-VT150', mtow: kg(150), payload: kg(50), range: km(1000) },
  { series: 'multirotor', slug: 'zs-EM02', mtow: kg(1.75), payload: kg(0.5) },
  { series: 'multirotor', slug: 'zs-EM07', mtow: kg(7), payload: kg(3) },
  { series: 'multirotor', slug: 'zs-EM25', mtow: kg(25), payload: kg(10) },
  { series: 'multirotor', slug: 'zs-EM40', mtow: kg(40), payload: kg(20) },
  { series: 'multirotor', slug: 'zs-EM120', mtow: kg(120), payload: kg(50) },
  { series: 'tandem', slug: 'zs-th400', mtow: kg(380), payload: kg(150), range: km(150) },
  { series: 'tandem', slug: 'zs-th500', mtow: kg(465), payload: kg(220) },
  { series: 'tandem', slug: 'zs-th600', mtow: kg(600), payload: kg(300) },
];

/** A model that could join the catalogue: its slug is not taken yet. */
function validDrone(): Drone {
  return {
    // Not in drone-models.ts yet: a new model is listed there before its figures are written.
    slug: 'zs-VT200' as DroneSlug,
    series: 'vtol',
    name: 'ZS-VT200',
    order: 60,
    headline: {
      maxTakeoffWeight: { value: 15, unit: 'kg' },
      payload: { value: 5, unit: 'kg' },
      range: { value: 245, unit: 'km' },
    },
    figures: {
      flightTime: { value: 210, unit: 'min' },
      windResistance: { value: 6, unit: 'beaufort' },
    },
    payloads: [],
    keyFeatures: ['vtolNoRunway', 'longRange', 'electricQuiet'],
    faq: ['rangeVtol', 'enduranceSimple', 'quote'],
    features: ['vtol'],
    patents: [],
    editorial: [],
    photos: [],
    documents: [],
    videos: [],
  };
}

/** The message the build prints for a catalogue holding one broken model among good ones. */
function buildMessageFor(broken: unknown): string {
  try {
    validateCatalogue({ drones: [...drones, broken] });
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('validateCatalogue accepted a broken model');
}

describe('the drone catalogue', () => {
  it('has the 13 models of the requirements, in their order', () => {
    expect(drones.map((d) => d.slug)).toEqual(specHeadlines.map((s) => s.slug));
  });

  it.each(specHeadlines)('gives $slug the spec headline figures', (spec) => {
    const drone = findDrone(fullCatalogue, spec.series, spec.slug);
    expect(drone).toBeDefined();
    expect(drone?.headline.maxTakeoffWeight).toEqual(spec.mtow);
    expect(drone?.headline.payload).toEqual(spec.payload);
    // Models without a range in the spec table must not invent one.
    expect(drone?.headline.range).toEqual(spec.range);
  });

  it('names each model like its slug', () => {
    for (const drone of drones) expect(drone.name.toLowerCase()).toBe(drone.slug.toLowerCase());
  });

  it('finds a model only under its own series', () => {
    expect(findDrone(fullCatalogue, 'vtol', 'zs-VT120')?.name).toBe('ZS-VT120');
    expect(findDrone(fullCatalogue, 'tandem', 'zs-VT120')).toBeUndefined();
    expect(findDrone(fullCatalogue, 'vtol', 'zs-vt120')).toBeUndefined();
  });

  it('passes its own validation', () => {
    expect(() => validateCatalogue()).not.toThrow();
    expect(() => validateCatalogue({ drones })).not.toThrow();
  });
});

describe('droneSchema', () => {
  it('accepts a well-formed model', () => {
    expect(droneSchema.safeParse(validDrone()).success).toBe(true);
  });

  it('rejects a negative figure and names the field', () => {
    const drone = validDrone();
    drone.headline.payload = { value: -5, unit: 'kg' };
    const message = buildMessageFor(drone);
    expect(message).toMatch(/greater than zero[\s\S]*drones\[13\]\.headline\.payload\b/);
  });

  it('rejects a zero range and names the field', () => {
    const drone = validDrone();
    drone.headline.range = { value: 0, unit: 'km' };
    expect(buildMessageFor(drone)).toMatch(/greater than zero[\s\S]*headline\.range\b/);
  });

  it('rejects a missing figure and names the field', () => {
    const drone: Record<string, unknown> = {
      ...validDrone(),
      headline: { payload: { value: 5, unit: 'kg' } },
    };
    expect(buildMessageFor(drone)).toContain('headline.maxTakeoffWeight');
  });

  it('rejects a figure that is not a number', () => {
    const drone = {
      ...validDrone(),
      headline: { ...validDrone().headline, payload: { value: '5 kg', unit: 'kg' } },
    };
    expect(buildMessageFor(drone)).toContain('headline.payload.value');
  });

  it('rejects an unknown unit or qualifier', () => {
    const badUnit = {
      ...validDrone(),
      headline: { ...validDrone().headline, payload: { value: 5, unit: 'lbs' } },
    };
    expect(buildMessageFor(badUnit)).toContain('headline.payload.unit');
    const badQualifier = {
      ...validDrone(),
      headline: { ...validDrone().headline, range: { value: 5, unit: 'km', qualifier: 'about' } },
    };
    expect(buildMessageFor(badQualifier)).toContain('headline.range.qualifier');
  });

  it.each([['VT15'], ['zs-VT 15'], ['zs-'], ['zs-VT15/x'], ['ZS_VT15']])(
    'rejects the bad slug %j with the expected shape in the message',
    (slug) => {
      const message = buildMessageFor({ ...validDrone(), slug });
      expect(message).toContain('drones[13].slug');
      expect(message).toContain('zs-VT15');
    },
  );

  it('rejects an unknown series', () => {
    expect(buildMessageFor({ ...validDrone(), series: 'helicopter' })).toContain('series');
  });

  it('rejects a duplicate slug', () => {
    const duplicate = { ...validDrone(), slug: 'zs-EM25', series: 'multirotor' };
    expect(buildMessageFor(duplicate)).toMatch(/unique/);
  });
});
