import { NEWS_SENTIMENTS, type NewsSentiment } from '../api/types';
import type { SentimentCounts } from '../utils/filter';

/** 'Filter by Sentiment': a toggle button per sentiment (Mixed included), each with its count under the current search. */
export function SentimentFilter({
  value,
  counts,
  onChange,
}: {
  value: NewsSentiment;
  counts: SentimentCounts;
  onChange: (sentiment: NewsSentiment) => void;
}) {
  return (
    <div className="news-filter" role="group" aria-labelledby="news-filter-label">
      <span id="news-filter-label" className="news-filter-label">
        Filter by Sentiment
      </span>
      <div className="news-filter-buttons">
        {NEWS_SENTIMENTS.map((sentiment) => (
          <button
            key={sentiment}
            type="button"
            className={`news-filter-button news-filter-${sentiment.toLowerCase()}`}
            aria-pressed={value === sentiment}
            onClick={() => onChange(sentiment)}
          >
            {sentiment}
            <span className="news-filter-count" data-testid={`count-${sentiment}`}>
              {counts[sentiment]}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
