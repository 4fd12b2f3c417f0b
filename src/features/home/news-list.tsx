import { latestNews } from '../../content/news.ts';
import { NewsCard } from './news-card.tsx';
import { HydrationTurn } from '../hydration/hydration-turn.tsx';

/** The home page's latest news, newest first. */
export function NewsList({ count }: { count: number }) {
  return (
    <HydrationTurn>
      <ol className="mt-10 grid gap-6 md:grid-cols-2" data-testid="news-list">
        {latestNews(count).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ol>
    </HydrationTurn>
  );
}
