import { droneSchema, droneTextSchema } from '../../catalogue/drone-schema.ts';
import { declaredEntry, productOrder, str } from '../collection-parts.ts';
import type { FolderCollection } from '../collection-types.ts';

/** Every aircraft: figures entered once (src/catalogue/drone-schema.ts), texts per language. */
export const drones: FolderCollection = {
  kind: 'folder',
  name: 'drones',
  label: 'Drones',
  labelSingular: 'Drone',
  description:
    'Every aircraft: its figures (entered once, shown in both languages) and its texts in English and Chinese. A new drone gets its page, listing card, filters, comparison and sitemap entry on the next build.',
  folder: 'drones',
  identifier: 'slug',
  summary: '{{name}}',
  pickedBy: { display: ['name'], search: ['name', 'slug'] },
  sortBy: { field: 'name', label: 'Model', direction: 'asc' },
  entry: declaredEntry(droneSchema, droneTextSchema, [
    ...productOrder,
    'headline',
    'figures',
    'photos',
    'documents',
    'payloads',
    'keyFeatures',
    'faq',
    'features',
    'patents',
    'editorial',
    'head',
  ]),
  place: (entry, lang) => {
    const slug = str(entry.data.slug);
    const { summary, description, head } = entry.texts[lang];
    return [
      { ns: 'catalogue', path: ['drones', slug], value: { description, summary } },
      { ns: 'pages', path: ['models', slug], value: head },
    ];
  },
};
