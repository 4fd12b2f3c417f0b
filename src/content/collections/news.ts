import { declaredEntry, str } from '../collection-parts.ts';
import type { FolderCollection } from '../collection-types.ts';
import { newsItemSchema, newsTextSchema } from '../content-schema.ts';

export const news: FolderCollection = {
  kind: 'folder',
  name: 'news',
  label: 'News',
  labelSingular: 'News item',
  description: 'The home page shows the newest items first, by date.',
  folder: 'news',
  identifier: 'id',
  summary: "{{date | date('YYYY-MM-DD')}} · {{title}}",
  sortBy: { field: 'date', label: 'Date', direction: 'desc' },
  entry: declaredEntry(newsItemSchema, newsTextSchema, [
    'id',
    'date',
    'topic',
    'title',
    'summary',
    'model',
    'category',
    'editorial',
  ]),
  place: (entry, lang) => [
    { ns: 'home', path: ['news', 'items', str(entry.data.id)], value: entry.texts[lang] },
  ],
};
