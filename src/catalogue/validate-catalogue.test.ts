import { describe, expect, it } from 'vitest';
import { droneModels } from './drone-models.ts';
import { drones } from './drones.ts';
import { groundStations } from './ground-stations.ts';
import { payloads } from './payloads.ts';
import { CatalogueError, validateCatalogue } from './validate-catalogue.ts';

/** Catalogue data opened up for deliberate breakage: the tests write what the types forbid. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Editable = Record<string, any>;

/** A deep copy an edit cannot leak from into the real data. */
function copy<T>(value: T): T {
  return structuredClone(value) as T;
}

/** The build's message for a catalogue with one family replaced. */
function messageFor(catalogue: Record<string, unknown>): string {
  try {
    validateCatalogue(catalogue);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('validateCatalogue accepted a broken catalogue');
}

function editedPayloads(edit: (list: Editable[]) => void): string {
  const list = copy(payloads) as unknown as Editable[];
  edit(list);
  return messageFor({ payloads: list });
}

function editedDrones(edit: (list: Editable[]) => void): string {
  const list = copy(drones) as unknown as Editable[];
  edit(list);
  return messageFor({ drones: list });
}

/** The drone's entry in an editable copy of the list. */
function droneIn(list: Editable[], slug: string): Editable {
  const drone = list.find((d) => d.slug === slug);
  if (!drone) throw new Error(`${slug} missing`);
  return drone;
}

function indexOf(slug: string): number {
  return payloads.findIndex((p) => p.slug === slug);
}

describe('validateCatalogue', () => {
  it('accepts the real catalogue, all three families', () => {
    expect(() => validateCatalogue()).not.toThrow();
    expect(() => validateCatalogue({ drones, payloads, groundStations })).not.toThrow();
  });

  // One payload's specs edited: what the build's message must say (words it contains or a
  // pattern it matches).
  it.each([
    {
      title: 'names the product by slug and the field when a payload figure is wrong',
      slug: 'zs-EPT30',
      specs: { capacity: { value: -30, unit: 'kg' } },
      says: [/greater than zero[\s\S]*payloads\[\d+\]\.specs\.capacity\.value \(zs-EPT30\)/],
    },
    {
      title: 'refuses a weight given in a unit that is not a weight',
      slug: 'zs-IRT25',
      specs: { weight: { value: 680, unit: 'mm' } },
      says: ['must be in kg or g', 'specs.weight.unit (zs-IRT25)'],
    },
    {
      // 120 m of 25 mm hose holds about 59 kg of water; 42 kg loaded cannot be right.
      title: 'refuses a loaded hose system lighter than the water in its hose',
      slug: 'hydrant-water-jet',
      specs: { hoseLength: { value: 120, unit: 'm' }, totalWeight: { value: 42, unit: 'kg' } },
      says: [
        'must hold at least the water in the filled hose',
        'specs.totalWeight (hydrant-water-jet)',
      ],
    },
    {
      title: 'refuses a voltage given as a power',
      slug: 'water-tank',
      specs: { power: { value: 24, unit: 'v' } },
      says: ['must be in w', 'specs.power.unit (water-tank)'],
    },
    {
      title: 'refuses a range that ends below where it starts',
      slug: 'hydrant-water-jet',
      specs: { pressure: { kind: 'range', min: 1.6, max: 0.8, unit: 'mpa' } },
      says: ['min < max'],
    },
    {
      title: 'refuses a loaded weight below the empty weight',
      slug: 'water-tank',
      specs: { totalWeight: { value: 2, unit: 'kg' } },
      says: ['totalWeight (loaded) cannot be less than netWeight'],
    },
    {
      title: 'refuses a spec field the family does not have',
      slug: 'zs-EPS10',
      specs: { opticalZoom: { value: 30, unit: 'times' } },
      says: [/opticalZoom/],
    },
  ])('$title', ({ slug, specs, says }) => {
    const message = editedPayloads((list) => {
      Object.assign(list[indexOf(slug)]!.specs, specs);
    });
    for (const words of says) expect(message).toMatch(words);
  });

  it('refuses a ground station without one of its detailed specs', () => {
    const stations = copy(groundStations) as unknown as Editable[];
    delete stations[0]!.detailedSpecs.processor;
    expect(messageFor({ groundStations: stations })).toContain(
      'groundStations[0].detailedSpecs.processor (zs-GS80)',
    );
  });

  it('refuses a slug used twice, even across families', () => {
    const stations = copy(groundStations) as unknown as Editable[];
    stations[0]!.slug = 'zs-EPS10';
    expect(messageFor({ groundStations: stations })).toMatch(
      /slugs must be unique: "zs-EPS10" is also used by payloads\[\d+\]/,
    );
  });

  it('gives every drone a model entry, so each gets its page (both are read from content/drones)', () => {
    expect(droneModels).toEqual(drones.map(({ slug, series, name }) => ({ slug, series, name })));
  });

  // The drone list edited: what the build's message must say.
  it.each([
    {
      title: 'refuses a drone listing a payload that does not exist',
      edit: (list: Editable[]) => {
        list[0]!.payloads = [...list[0]!.payloads, 'zs-XYZ1'];
      },
      says: /there is no payload "zs-XYZ1"[\s\S]*\(zs-VT15\)/,
    },
    {
      title: 'refuses a payload heavier than the drone can lift',
      edit: (list: Editable[]) => {
        const em07 = droneIn(list, 'zs-EM07');
        em07.payloads = [...em07.payloads, 'window-breaching'];
      },
      says: '"window-breaching" weighs 3.5 kg, more than the ZS-EM07\'s 3 kg payload',
    },
    {
      title: 'refuses a device that leaves no room for the load it exists to carry',
      edit: (list: Editable[]) => {
        const em07 = droneIn(list, 'zs-EM07');
        em07.payloads = [...em07.payloads, 'water-tank'];
      },
      says: '"water-tank" weighs 12 kg empty, which leaves no room for its load within the ZS-EM07\'s 3 kg payload',
    },
    {
      title: 'refuses a payload that fits no drone, so pages can always link both ways',
      edit: (list: Editable[]) => {
        for (const drone of list) {
          drone.payloads = drone.payloads.filter((slug: string) => slug !== 'zs-HRC202');
        }
      },
      says: '"zs-HRC202" fits no drone',
    },
    {
      title: 'refuses an editorial mark on a figure the product does not have',
      edit: (list: Editable[]) => {
        list[0]!.editorial = [...list[0]!.editorial, 'figures.fuelTank'];
      },
      says: '"figures.fuelTank" is marked editorial but the product has no such figure',
    },
    {
      title: 'refuses a drone whose payload is not below its takeoff weight',
      edit: (list: Editable[]) => {
        list[5]!.headline.payload = { value: 2, unit: 'kg' };
      },
      says: 'the payload must be less than the max. take-off weight',
    },
  ])('$title', ({ edit, says }) => {
    expect(editedDrones(edit)).toMatch(says);
  });
});
