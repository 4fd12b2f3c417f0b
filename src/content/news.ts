import type { CategorySlug } from '../catalogue/categories.ts';

/** What a news item links to: the model or the listing it is about. */
export type NewsLink =
  { kind: 'model'; slug: string } | { kind: 'category'; category: CategorySlug };

export interface NewsItem {
  /** Key of the item's title and summary in home.json ("news.items.{id}"). */
  id: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD), checked when the site is built. */
  date: string;
  topic: 'product' | 'project' | 'company';
  link?: NewsLink;
  /** Written for launch; marketing replaces or confirms it and removes the mark. */
  editorial?: boolean;
}

/**
 * Company news, in any order: pages sort by date. The text of each item is in home.json in
 * both languages; model names come from the catalogue through the link.
 *
 * Editorial: written for launch, to be replaced by marketing's own announcements; each item is
 * marked until it is.
 */
export const newsItems: readonly NewsItem[] = [
  {
    id: 'th600-plateau-cargo',
    date: '2026-10-28',
    topic: 'project',
    editorial: true,
    link: { kind: 'model', slug: 'zs-th600' },
  },
  {
    id: 'grid-corridor-programme',
    date: '2026-09-15',
    topic: 'project',
    editorial: true,
    link: { kind: 'model', slug: 'zs-VT30' },
  },
  {
    id: 'thermal-module-update',
    date: '2026-07-02',
    topic: 'product',
    editorial: true,
    link: { kind: 'category', category: 'sensors' },
  },
  { id: 'singapore-training-centre', date: '2026-05-20', topic: 'company', editorial: true },
  {
    id: 'fire-service-trials',
    date: '2026-03-11',
    topic: 'project',
    editorial: true,
    link: { kind: 'category', category: 'firefighting' },
  },
];

/**
 * Newest first; items of the same day keep their order in the list above. ISO dates sort as
 * plain strings; localeCompare would load the browser's collation data during hydration.
 */
export function latestNews(count: number, items: readonly NewsItem[] = newsItems): NewsItem[] {
  const newestFirst = (a: NewsItem, b: NewsItem) =>
    a.date === b.date ? 0 : a.date < b.date ? 1 : -1;
  return [...items].sort(newestFirst).slice(0, count);
}
