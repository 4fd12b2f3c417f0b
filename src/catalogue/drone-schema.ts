import { z } from 'zod';
import { relation, text, withInfo } from '../content/field-info.ts';
import { droneSeries } from './categories.ts';
import { uploadedDocumentSchema } from './document-schema.ts';
import { productVideoSchema } from './video-schema.ts';
import type { DroneSlug } from './drone-models.ts';
import { productBaseSchema } from './product-schema.ts';
import { valueIn } from './quantity.ts';
import { figure, quantityIn } from './quantity-schema.ts';

const weight = () => quantityIn('kg', 'g');
const duration = () => quantityIn('min', 'h');
const speed = () => quantityIn('kmh', 'ms');
const distance = () => quantityIn('km', 'm');
const length = () => quantityIn('m', 'mm', 'cm');
const windLevel = () => quantityIn('beaufort', 'ms');
const speedOrRange = () =>
  figure({ kinds: ['quantity', 'range'], units: ['kmh', 'ms'], positive: true });
const words = () => figure({ kinds: ['text'] });
const millimetres = () => figure({ kinds: ['dimensions'], units: ['mm'] });
const textId = /^[a-zA-Z0-9]+$/;

/**
 * Every figure of a model page besides the headline table (docs/requirements/catalogue.md, Detailed
 * figures per model). Listing specs (same page, Listing products) are flightTime, headline.payload
 * and windResistance.
 */
export const droneFiguresSchema = z
  .object({
    flightTime: duration(),
    flightTimeFullPayload: duration().optional(),
    maxSpeed: speedOrRange().optional(),
    /** The speed envelope a multirotor is flown in, e.g. 1–16 m/s. */
    speedRange: figure({ kinds: ['range'], units: ['kmh', 'ms'] }).optional(),
    cruiseSpeed: speedOrRange().optional(),
    maxAscentSpeed: speed().optional(),
    maxDescentSpeed: speed().optional(),
    ceiling: distance().optional(),
    windResistance: windLevel(),
    windResistanceCruise: windLevel().optional(),
    operatingTemp: figure({ kinds: ['range', 'onRequest'], units: ['celsius'] }).optional(),
    wheelbase: length().optional(),
    /** Length × width × height. */
    dimensions: millimetres().optional(),
    dimensionsFolded: millimetres().optional(),
    dimensionsUnfolded: millimetres().optional(),
    /** A composite wing's wingspan × length × height. */
    spanLengthHeight: figure({ kinds: ['dimensions', 'onRequest'], units: ['mm'] }).optional(),
    length: length().optional(),
    rotorSpan: length().optional(),
    height: length().optional(),
    material: words().optional(),
    fuelTank: quantityIn('l').optional(),
    ipRating: figure({ kinds: ['code', 'onRequest'] }).optional(),
    rainProtection: words().optional(),
    propulsion: words().optional(),
    engine: figure({ kinds: ['code'] }).optional(),
    fuel: words().optional(),
    gnss: figure({ kinds: ['list'] }).optional(),
    transmissionRange: distance().optional(),
    obstacleAvoidance: words().optional(),
  })
  .strict();

/** A drone model: slug, series, headline figures (docs/requirements/catalogue.md) and the rest. */
export const droneSchema = productBaseSchema
  .extend({
    slug: withInfo(z.string().regex(/^zs-[A-Za-z0-9]+$/, 'a model slug looks like "zs-VT15"'), {
      label: 'Slug (the address of its page)',
      hint: '"zs-" and the model code, e.g. zs-VT15. Changing it changes the page address.',
    }),
    series: withInfo(z.enum(droneSeries), { label: 'Series' }),
    /** The model's name as printed on the product, the same in both languages. */
    name: withInfo(
      z.string().regex(/^ZS-[A-Z0-9]+$/, 'a model name looks like "ZS-VT15": ZS- and the code'),
      { label: 'Model name', hint: 'As printed on the aircraft, e.g. ZS-VT15.' },
    ),
    headline: withInfo(
      z
        .object({
          maxTakeoffWeight: weight(),
          payload: weight(),
          range: distance().optional(),
        })
        .strict(),
      { label: 'Headline figures' },
    ),
    figures: withInfo(droneFiguresSchema, { label: 'Detailed figures' }),
    /** Slugs of the payloads that fit this model; pages link both ways. */
    payloads: withInfo(z.array(relation('payloads')), {
      label: 'Payloads that fit',
      hint: 'The payloads tested on this aircraft. Payload pages list the aircraft from here.',
    }),
    /** Key Features, in order (content/key-features). */
    keyFeatures: withInfo(
      z
        .array(relation('key-features', textId))
        .min(3, 'give a model page at least three key features'),
      { label: 'Key features', hint: 'In the order the page shows them.' },
    ),
    /** Questions answered on the model page, in order (content/faq). */
    faq: withInfo(
      z.array(relation('faq', textId)).min(3, 'give a model page at least three FAQ entries'),
      { label: 'Questions answered (FAQ)', hint: 'In the order the page shows them.' },
    ),
    /** Brochures, manuals and other PDFs; the page offers the rest through sales. */
    documents: withInfo(z.array(uploadedDocumentSchema).default([]), {
      label: 'Documents',
      hint: 'Brochures, manuals and other PDFs, each in one language. Where a language has no brochure or manual, the page offers it on request through sales.',
      // Words, not the kind's and the language's codes.
      summary: '{{fields.title}} · {{fields.version}}',
    }),
    /** Videos, each in one language; a language without one offers the video through sales. */
    videos: withInfo(z.array(productVideoSchema).default([]), {
      label: 'Videos',
      hint: 'Each in one language. Where a language has none, the page says the video is available from sales.',
    }),
  })
  .strict()
  .refine(
    (d) => {
      const payload = valueIn(d.headline.payload, 'kg');
      const takeoff = valueIn(d.headline.maxTakeoffWeight, 'kg');
      return payload === undefined || takeoff === undefined || payload < takeoff;
    },
    // One of the two figures is mistyped: an aircraft cannot lift more than its own MTOW.
    {
      message: 'the payload must be less than the max. take-off weight',
      path: ['headline', 'payload'],
    },
  );

/** What a drone's entry says in each language; the build writes it into the catalogue texts. */
export const droneTextSchema = z
  .object({
    summary: text({ label: 'Summary', hint: 'One sentence for listing cards.' }),
    description: text({
      label: 'Description',
      multiline: true,
      hint: 'The paragraph under the model name.',
    }),
    head: withInfo(
      z
        .object({
          title: text({
            label: 'Page title',
            hint: 'Shown in the browser tab and by search engines.',
          }),
          description: text({ label: 'Description for search engines', multiline: true }),
          keywords: text({ label: 'Keywords', hint: 'Separated by commas.' }),
        })
        .strict(),
      { label: 'Search engines' },
    ),
  })
  .strict();

/** A drone of the catalogue; its slug is one of the models that exist (drone-models.ts). */
export type Drone = Omit<z.output<typeof droneSchema>, 'slug'> & { slug: DroneSlug };
export type DroneFigures = z.output<typeof droneFiguresSchema>;
