import { useDeferredValue, useMemo, useState } from 'react';
import type { Article, NewsSentiment } from '../api/types';
import { emptyState, filterArticles, listHeading, toSearchable } from '../utils/filter';
import { NewsCard } from './NewsCard';
import { SentimentFilter } from './SentimentFilter';

export const DEFAULT_SENTIMENT: NewsSentiment = 'Neutral';

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
        <div className="news-grid">
          {visible.map((article, index) => (
            <NewsCard key={article.id ?? article.url ?? index} article={article} onOpen={onOpen} />
          ))}
        </div>
      ) : (
        <div className="card news-empty" role="status">
          <p className="news-empty-title">{empty.title}</p>
          <p className="muted">{empty.hint}</p>
        </div>
      )}
    </>
  );
}
