import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { useId } from 'react';
import { Modal, ModalCloseButton } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDate } from '../../../lib/format';
import type { ApiArticle, NewsStoryDetail } from '../api/types';
import { storyMessages } from '../hooks/use-story-modal';
import { outletRatingText } from '../utils/outlet-text';
import { scoreText, sentimentRangeText } from '../utils/story-text';
import { BlindspotBadge } from './BlindspotBadge';
import { CoverageBar } from './CoverageBar';
import { SampleBadge } from './SampleBadge';

/** A story with its articles, oldest first; an article's title opens it. */
export function StoryModal({
  story,
  open,
  state,
  onClose,
  onOpenArticle,
}: {
  story: NewsStoryDetail | null;
  open: boolean;
  state: 'idle' | 'loading' | 'error';
  onClose: () => void;
  onOpenArticle: (article: ApiArticle) => void;
}) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="story-modal">
      <div className="article-modal-bar">
        <div className="article-modal-badges">
          <span className="news-category">Story</span>
          {story?.sample && <SampleBadge />}
          {story && <BlindspotBadge story={story} />}
        </div>
        <ModalCloseButton className="article-close" label="Close story" onClose={onClose} />
      </div>
      <div className="article-modal-scroll">
        <h2 id={titleId} className="article-title">
          {story?.title ?? 'Story'}
        </h2>
        {state === 'loading' && (
          <p className="article-loading" role="status">
            <Spinner size="sm" /> {storyMessages.loading}
          </p>
        )}
        {state === 'error' && <p role="alert">{storyMessages.failed}</p>}
        {story && (
          <>
            <CoverageBar coverage={story.coverage} />
            <p className="story-sentiment">{sentimentRangeText(story)}</p>
            <ol className="story-articles" aria-label="Articles in this story">
              {story.articles.map((article) => (
                <li key={article.id} className="story-article">
                  <button
                    type="button"
                    className="news-title-button"
                    onClick={() => onOpenArticle(article)}
                  >
                    {article.title}
                  </button>
                  <p className="story-article-meta">
                    <span className="news-source">{article.source}</span>
                    <span>{outletRatingText(article.outlet)}</span>
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                  </p>
                  <p className="story-article-reading">
                    <ReadingLabel reading={article} />
                    <span className="story-article-score">Score {scoreText(article.score)}</span>
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Modal>
  );
}
