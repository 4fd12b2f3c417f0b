import { latestNews } from '../../content/news.ts';
import { NewsCard } from './news-card.tsx';

/** The home page's latest news, newest first. */
export function NewsList({ count }: { count: number }) {
  return (
    <ol className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="news-list">
      {latestNews(count).map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ol>
  );
}
