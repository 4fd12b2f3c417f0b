import { newsItems } from '../generated/news.ts';
import type { NewsItem } from './content-schema.ts';

export type { NewsItem };

/**
 * Company news (content/news, one file per item), in any order: pages sort by date. The text of
 * each item is in its file in both languages; model names come from the catalogue.
 *
 * Editorial: written for launch, to be replaced by marketing's own announcements; each item is
 * marked until it is.
 */
export { newsItems };

/**
 * Newest first; items of the same day keep their order in the list. ISO dates sort as plain
 * strings; localeCompare would load the browser's collation data during hydration.
 */
export function latestNews(count: number, items: readonly NewsItem[] = newsItems): NewsItem[] {
  const newestFirst = (a: NewsItem, b: NewsItem) =>
    a.date === b.date ? 0 : a.date < b.date ? 1 : -1;
  return [...items].sort(newestFirst).slice(0, count);
}
