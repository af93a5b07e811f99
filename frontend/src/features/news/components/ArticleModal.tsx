import { otherLanguage } from '../../../components/analysis/ReadingNotes';
import { useId, useMemo } from 'react';
import { Modal, ModalCloseButton } from '../../../components/ui/Modal';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { Spinner } from '../../../components/ui/Spinner';
import { GlobeIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import type { Article } from '../api/types';
import { newsMessages } from '../hooks/use-news';
import { buildPreview } from '../utils/preview';
import { ReadingPanel } from './ReadingPanel';
import { SampleBadge } from './SampleBadge';

function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The article's body: the full text once the detail has it, else the preview of the list item. */
function ArticleBody({ article, loading }: { article: Article; loading: boolean }) {
  const preview = useMemo(() => buildPreview(article), [article]);
  if (article.content) {
    return (
      <div className="article-content" data-testid="article-content">
        {paragraphsOf(article.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <div className="article-content" data-testid="article-preview">
      {preview.kind === 'unavailable' ? (
        <p className="article-preview-unavailable">{preview.message}</p>
      ) : (
        <>
          {preview.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <p className="article-preview-note">{preview.note}</p>
        </>
      )}
      {loading && (
        <p className="article-loading">
          <Spinner size="sm" /> {newsMessages.detailLoading}
        </p>
      )}
    </div>
  );
}

/** The full-screen article view. */
export function ArticleModal({
  article,
  open,
  loading,
  onClose,
  onShare,
  onOpenStory,
}: {
  article: Article | null;
  open: boolean;
  loading: boolean;
  onClose: () => void;
  onShare: (article: Article) => void;
  /** Opens the story the article belongs to with other articles. */
  onOpenStory?: (storyId: string) => void;
}) {
  const titleId = useId();
  if (!article) return null;
  const storyId = article.storyId;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="article-modal">
      <div className="article-modal-bar">
        <div className="article-modal-badges">
          {/* Text in another language has no label; the reading panel below says why. */}
          {!otherLanguage(article) && (
            <SentimentBadge sentiment={article.sentiment} confidence={article.confidence} />
          )}
          {article.category && <span className="news-category">{article.category}</span>}
        </div>
        <ModalCloseButton className="article-close" label="Close article" onClose={onClose} />
      </div>
      <div className="article-modal-scroll">
        <h2 id={titleId} className="article-title">
          {article.title || 'Untitled article'}
        </h2>
        <p className="article-meta">
          <span>By {article.author}</span>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date ?? undefined}>{formatDate(article.date)}</time>
        </p>
        {article.tags.length > 0 && (
          <ul className="article-tags" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
        <ReadingPanel article={article} />
        {storyId && onOpenStory && (
          <p className="article-story-link">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => onOpenStory(storyId)}
            >
              See the full story
            </button>{' '}
            <span>Other outlets reported this event too: see who covered it and how.</span>
          </p>
        )}
        <ArticleBody article={article} loading={loading} />
      </div>
      <div className="article-modal-footer">
        {article.sample ? (
          // A sample has no original: its url is a placeholder, so neither a link nor a share.
          <p className="article-source">
            <SampleBadge /> {sampleArticleNote}
          </p>
        ) : (
          <>
            <p className="article-source">
              Originally published by <strong>{article.source || 'an unknown source'}</strong>
            </p>
            <ArticleActions article={article} onShare={onShare} />
          </>
        )}
      </div>
    </Modal>
  );
}

export const sampleArticleNote =
  'A sample article written by the SentiLog project while no news feed can be read: not news, so there is no original to open.';

/** 'Go to Original Article' and 'Share Article'. */
function ArticleActions({
  article,
  onShare,
}: {
  article: Article;
  onShare: (article: Article) => void;
}) {
  return (
    <div className="article-actions">
      {article.url && (
        <a className="btn btn-primary" href={article.url} target="_blank" rel="noopener noreferrer">
          <GlobeIcon size={18} /> Go to Original Article
        </a>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!article.url}
        onClick={() => onShare(article)}
      >
        Share Article
      </button>
    </div>
  );
}
