import { z } from 'zod';
import { payloadCategories } from '../../catalogue/categories.ts';
import { payloadSchemas, payloadTextSchema } from '../../catalogue/payload-schema.ts';
import { declaredEntry, fixed, productOrder, productTexts } from '../collection-parts.ts';
import type { AnyObject, FolderCollection } from '../collection-types.ts';

/*
 * Payloads live in one folder; the editor shows one collection a family (sensors,
 * firefighting, delivery), each with its own fields, and a hidden one of them all that drones
 * pick the payloads that fit from.
 */

const familyLabels = {
  sensors: ['Sensor packages', 'Sensor package'],
  firefighting: ['Firefighting systems', 'Firefighting system'],
  delivery: ['Delivery systems', 'Delivery system'],
} as const;

const place = productTexts('payloads');

export const payloadFamilies = (['sensors', 'firefighting', 'delivery'] as const).map(
  (category): FolderCollection => ({
    kind: 'folder',
    name: `payloads-${category}`,
    label: familyLabels[category][0],
    labelSingular: familyLabels[category][1],
    description:
      'Payloads: figures entered once, name and summary per language. Each drone lists the payloads that fit it.',
    folder: 'payloads',
    filter: { field: 'category', value: category },
    identifier: 'slug',
    summary: '{{name}}',
    entry: declaredEntry(payloadSchemas[category], payloadTextSchema, [
      ...productOrder,
      'name',
      'look',
      'specs',
      'points',
      'photos',
      'features',
      'patents',
      'editorial',
    ]),
    place,
  }),
);

/** Every payload, whatever its family: listed for relations only, not in the editor's menu. */
export const allPayloads: FolderCollection = {
  kind: 'folder',
  name: 'payloads',
  label: 'All payloads',
  labelSingular: 'Payload',
  folder: 'payloads',
  hidden: true,
  identifier: 'slug',
  summary: '{{name}}',
  pickedBy: { display: ['name'], search: ['name', 'slug'] },
  entry: {
    data: z
      .object({ slug: z.string(), category: z.enum(payloadCategories) })
      .loose() as unknown as AnyObject,
    texts: fixed(payloadTextSchema),
  },
  place: () => [],
};
