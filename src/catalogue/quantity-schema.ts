import { z } from 'zod';
import { fieldInfo, type FigureKind, type FigureSpec } from '../content/field-info.ts';
import { conditionKeys, qualifiers, units, type Unit } from './quantity.ts';

/*
 * The shapes of a figure, checked when the site is built and in the editor. Their TypeScript
 * types (Quantity, RangeFigure, ... Figure) are inferred from these schemas; quantity.ts, which
 * the browser loads, holds the zod-free helpers and re-exports the types.
 */

const finite = z.number().finite();
const unitIn = (allowed?: readonly Unit[]) =>
  allowed
    ? z.enum(allowed as [Unit, ...Unit[]], { error: `must be in ${allowed.join(' or ')}` })
    : z.enum(units);

const conditionBase = z
  .object({
    // Lets the figure union tell a plain quantity (no `kind`) from the other shapes.
    kind: z.undefined().optional(),
    value: finite,
    unit: z.enum(units),
    qualifier: z.enum(qualifiers).optional(),
  })
  .strict();

export const conditionSchema = z
  .object({
    key: z.enum(conditionKeys),
    /** The load a "withPayload" figure was measured with. */
    payload: conditionBase.omit({ kind: true }).optional(),
    /** A second circumstance that also holds: "no payload, long-endurance battery". */
    also: z.enum(conditionKeys).optional(),
  })
  .strict()
  .refine((c) => (c.key === 'withPayload') === (c.payload !== undefined), {
    message: 'a "withPayload" condition names its payload (and only that condition does)',
  })
  .refine((c) => c.also !== 'withPayload' && c.also !== c.key, {
    message: 'a second condition is another one, and not "withPayload"',
  });

function quantityShape(spec: FigureSpec) {
  const value = spec.positive ? finite.positive('must be greater than zero') : finite;
  return z
    .object({
      kind: z.undefined().optional(),
      value,
      unit: unitIn(spec.units),
      /** "at least 500 km" is a different claim from "500 km"; keep the spec's wording. */
      qualifier: z.enum(qualifiers).optional(),
      condition: conditionSchema.optional(),
    })
    .strict();
}

function rangeShape(spec: FigureSpec) {
  return z
    .object({
      kind: z.literal('range'),
      min: finite,
      max: finite,
      unit: unitIn(spec.units),
      condition: conditionSchema.optional(),
    })
    .strict()
    .refine((r) => r.min < r.max, { message: 'a range starts below where it ends (min < max)' });
}

function dimensionsShape(spec: FigureSpec) {
  return z
    .object({
      kind: z.literal('dimensions'),
      values: z
        .array(finite.positive('each dimension must be greater than zero'))
        .min(2, 'give two or three dimensions')
        .max(3, 'give two or three dimensions')
        .readonly(),
      unit: unitIn(spec.units),
      condition: conditionSchema.optional(),
    })
    .strict();
}

const codeShape = z.object({ kind: z.literal('code'), code: z.string().trim().min(1) }).strict();

const textShape = z
  .object({
    kind: z.literal('text'),
    key: z
      .string()
      .regex(
        /^[a-zA-Z0-9]+$/,
        'a text value names an entry of the spec values (content/spec-values)',
      ),
  })
  .strict();

const onRequestShape = z.object({ kind: z.literal('onRequest') }).strict();

/** What a list may hold: single figures, not other lists. */
const listItem = z.discriminatedUnion('kind', [
  quantityShape({ kinds: ['quantity'] }),
  rangeShape({ kinds: ['range'] }),
  dimensionsShape({ kinds: ['dimensions'] }),
  codeShape,
  textShape,
]);

const listShape = z
  .object({
    kind: z.literal('list'),
    /** "GPS, Galileo, BeiDou" (an enumeration) or "7 in, 1920 × 1200 px" (one part's details). */
    style: z.enum(['enumeration', 'details']),
    items: z.array(listItem).min(2, 'a list holds at least two figures').readonly(),
  })
  .strict();

function shapeOf(kind: FigureKind, spec: FigureSpec) {
  switch (kind) {
    case 'quantity':
      return quantityShape(spec);
    case 'range':
      return rangeShape(spec);
    case 'dimensions':
      return dimensionsShape(spec);
    case 'code':
      return codeShape;
    case 'text':
      return textShape;
    case 'list':
      return listShape;
    case 'onRequest':
      return onRequestShape;
  }
}

/**
 * A figure of the given kinds and units. The spec is kept with the schema, so the editor offers
 * exactly these kinds and units and checks the figure with this same schema.
 */
export function figure<const K extends FigureKind>(
  spec: FigureSpec & { kinds: K[] },
): z.ZodType<FigureOf<K>> {
  const [first, ...rest] = spec.kinds.map((kind) => shapeOf(kind, spec));
  if (!first) throw new Error('A figure accepts at least one kind.');
  const schema = rest.length === 0 ? first : z.discriminatedUnion('kind', [first, ...rest]);
  fieldInfo.add(schema, { widget: 'figure', figure: spec });
  // The union's inferred type is the union of every kind; narrow it to the kinds asked for.
  return schema as unknown as z.ZodType<FigureOf<K>>;
}

/** A quantity greater than zero in one of the given units, e.g. a weight in kg or g. */
export function quantityIn(...allowed: Unit[]) {
  return figure({ kinds: ['quantity'], units: allowed, positive: true });
}

export type Condition = z.output<typeof conditionSchema>;
/** One number with its unit, e.g. 245 km or "at least 500 km". */
export type Quantity = Omit<z.output<ReturnType<typeof quantityShape>>, 'kind'>;
/** From one value to another in the same unit: 1–16 m/s, -20 to 50 °C, 90–120 km/h. */
export type RangeFigure = z.output<ReturnType<typeof rangeShape>>;
/** Length × width × height (or a screen's width × height) in one unit. */
export type DimensionsFigure = z.output<ReturnType<typeof dimensionsShape>>;
/** A designation that reads the same in every language: IP54, C100 engine, USB-C. */
export type CodeFigure = z.output<typeof codeShape>;
/** A word or phrase that is translated: a spec value (content/spec-values). */
export type TextFigure = z.output<typeof textShape>;
/** Several figures shown as one value. */
export type ListFigure = z.output<typeof listShape>;
/**
 * A figure the specification does not give but a buyer expects (an operating temperature, an IP
 * rating, a size): the page says "on request" and links to sales rather than leaving the row out.
 */
export type OnRequestFigure = z.output<typeof onRequestShape>;

export type Figure =
  | Quantity
  | RangeFigure
  | DimensionsFigure
  | CodeFigure
  | TextFigure
  | ListFigure
  | OnRequestFigure;

interface FigureByKind {
  quantity: Quantity;
  range: RangeFigure;
  dimensions: DimensionsFigure;
  code: CodeFigure;
  text: TextFigure;
  list: ListFigure;
  onRequest: OnRequestFigure;
}
export type FigureOf<K extends FigureKind> = FigureByKind[K];

/** Any figure at all: the detailed specifications whose shape varies by product. */
export const anyFigure = () =>
  figure({ kinds: ['quantity', 'range', 'dimensions', 'code', 'text', 'list'] });

/**
 * The keys of a figure of this kind (none: a plain quantity) in the order its shape names them,
 * which is the order the content files write them in (src/admin/content-format.ts).
 */
export function figureKeys(kind: FigureKind | undefined): string[] {
  const shape = shapeOf(kind ?? 'quantity', { kinds: [kind ?? 'quantity'] });
  return Object.keys(shape.shape);
}

/** The keys of a figure's condition, and of the payload it names, in their shapes' order. */
export const conditionKeyOrder = {
  condition: Object.keys(conditionSchema.shape),
  payload: Object.keys(conditionBase.omit({ kind: true }).shape),
};
