import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Article, NewsSentiment } from '../api/types';
import { emptyState, filterArticles, listHeading, toSearchable } from '../utils/filter';
import { NewsCard } from './NewsCard';
import { SentimentFilter } from './SentimentFilter';
import { ShowMore } from './ShowMore';

export const DEFAULT_SENTIMENT: NewsSentiment = 'Neutral';
/**
 * Cards rendered at first, and added each time the reader nears the end. A filter or search then
 * re-renders a few dozen cards instead of hundreds, which keeps it well under 100 ms with 1,000
 * articles (bench/news-page.mjs).
 */
export const NEWS_PAGE_SIZE = 30;

/**
 * Search, the sentiment filter and the list they select. The search box answers every keystroke
 * at once; the list follows through a deferred value, so typing stays smooth with a long list.
 */
export function NewsList({
  articles,
  onOpen,
}: {
  articles: Article[];
  onOpen: (article: Article) => void;
}) {
  const [search, setSearch] = useState('');
  const [sentiment, setSentiment] = useState<NewsSentiment>(DEFAULT_SENTIMENT);
  const deferredSearch = useDeferredValue(search);
  const searchable = useMemo(() => toSearchable(articles), [articles]);
  const { visible, counts } = useMemo(
    () => filterArticles(searchable, deferredSearch, sentiment),
    [searchable, deferredSearch, sentiment],
  );
  const empty = emptyState(sentiment, deferredSearch);

  // How many of the selected articles are rendered; a new selection starts again at one page.
  const selection = `${sentiment}\u0000${deferredSearch}`;
  const [shown, setShown] = useState({ selection, count: NEWS_PAGE_SIZE });
  // Reset during render (React's pattern for state derived from a change), not in an effect, so
  // a new selection never renders its first frame with the old count.
  if (shown.selection !== selection) setShown({ selection, count: NEWS_PAGE_SIZE });
  const count = shown.selection === selection ? shown.count : NEWS_PAGE_SIZE;
  const showMore = useCallback(
    () => setShown({ selection, count: count + NEWS_PAGE_SIZE }),
    [selection, count],
  );

  return (
    <>
      <div className="card news-controls">
        <div className="news-search">
          <label htmlFor="news-search" className="visually-hidden">
            Search news articles
          </label>
          <input
            id="news-search"
            type="search"
            placeholder="Search news articles..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <SentimentFilter value={sentiment} counts={counts} onChange={setSentiment} />
      </div>

      <h2 className="news-list-heading" aria-live="polite">
        {listHeading(sentiment, deferredSearch, visible.length)}
      </h2>
      {visible.length > 0 ? (
        <>
          <div className="news-grid">
            {visible.slice(0, count).map((article, index) => (
              <NewsCard
                key={article.id ?? article.url ?? index}
                article={article}
                onOpen={onOpen}
              />
            ))}
          </div>
          {visible.length > count && (
            <ShowMore remaining={visible.length - count} onMore={showMore} />
          )}
        </>
      ) : (
        <div className="card news-empty" role="status">
          <p className="news-empty-title">{empty.title}</p>
          <p className="muted">{empty.hint}</p>
        </div>
      )}
    </>
  );
}
