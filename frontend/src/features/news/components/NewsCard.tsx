import { memo, useId } from 'react';
import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { formatDate } from '../../../lib/format';
import type { Article } from '../api/types';
import { BiasBadges } from './BiasBadges';
import { SampleBadge } from './SampleBadge';

/** One article in the list. Memoised: filtering and searching re-render only the list itself. */
export const NewsCard = memo(function NewsCard({
  article,
  onOpen,
}: {
  article: Article;
  onOpen: (article: Article) => void;
}) {
  const titleId = useId();
  return (
    <article className="card news-card" aria-labelledby={titleId} data-testid="news-card">
      <div className="news-card-top">
        <ReadingLabel reading={article} />
        {article.category && <span className="news-category">{article.category}</span>}
        {article.sample && <SampleBadge />}
      </div>
      <h3 className="news-card-title" id={titleId}>
        <button type="button" className="news-title-button" onClick={() => onOpen(article)}>
          {article.title || 'Untitled article'}
        </button>
      </h3>
      {article.description && <p className="news-card-description">{article.description}</p>}
      <div className="news-card-meta">
        <span className="news-source">{article.source || 'Unknown source'}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.date ?? undefined}>{formatDate(article.date)}</time>
      </div>
      <div className="news-card-footer">
        <BiasBadges article={article} />
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-describedby={titleId}
          onClick={() => onOpen(article)}
        >
          View Full Article
        </button>
      </div>
    </article>
  );
});
