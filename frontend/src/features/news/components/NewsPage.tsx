import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { AlertIcon, RefreshIcon } from '../../../components/ui/icons';
import { formatLongDate } from '../../../lib/format';
import { useArticleModal } from '../hooks/use-article-modal';
import { newsMessages, useNews } from '../hooks/use-news';
import { useNewsRefresh } from '../hooks/use-news-refresh';
import { useNewsStatus } from '../hooks/use-news-status';
import { useNewsStream } from '../hooks/use-news-stream';
import { useShareArticle } from '../hooks/use-share';
import { useStories } from '../hooks/use-stories';
import { useStoryModal } from '../hooks/use-story-modal';
import type { ApiArticle } from '../api/types';
import { newsViewOf, type NewsView } from '../utils/news-views';
import { normalizeArticle } from '../utils/normalize';
import { ArticleModal } from './ArticleModal';
import { BlindspotsView } from './BlindspotsView';
import { FeedNotice } from './FeedNotice';
import { MyNewsBiasPanel } from './MyNewsBiasPanel';
import { NewsList } from './NewsList';
import { NEWS_VIEW_PANEL, newsTabId, NewsViewTabs } from './NewsViewTabs';
import { StoriesSection } from './StoriesSection';
import { StoryModal } from './StoryModal';
import './news.css';

/**
 * The Daily News Hub (/news and /news-listing): the latest news (stories and the article list), the
 * blindspot feed and "my news bias", each its own view (`?view=`).
 */
export function NewsPage() {
  const [params, setParams] = useSearchParams();
  const view = newsViewOf(params.get('view'));
  const showView = useCallback(
    (next: NewsView) => setParams(next === 'latest' ? {} : { view: next }, { replace: true }),
    [setParams],
  );
  const { status, articles, reload } = useNews();
  const feeds = useNewsStatus();
  const { pending, clear: clearPending } = useNewsStream();
  const modal = useArticleModal();
  const share = useShareArticle();
  const refresher = useNewsRefresh({ articles, reload, onStatus: feeds.update });
  const checkFeeds = refresher.refresh;
  // Read after the list (hooks' effects run in order), and again whenever the list is.
  const stories = useStories(status === 'loaded' ? articles : null);
  const story = useStoryModal();
  const { close: closeArticle, openArticle } = modal;
  const { close: closeStory, openStory } = story;

  const showStory = useCallback(
    (id: string) => {
      closeArticle();
      void openStory(id);
    },
    [closeArticle, openStory],
  );

  const showStoryArticle = useCallback(
    (item: ApiArticle) => {
      closeStory();
      void openArticle(normalizeArticle(item));
    },
    [closeStory, openArticle],
  );

  const refresh = useCallback(() => {
    clearPending();
    void checkFeeds();
  }, [checkFeeds, clearPending]);

  const loadNew = useCallback(() => {
    clearPending();
    void reload({ quiet: true });
  }, [reload, clearPending]);

  return (
    <div className="news-page">
      <header className="page-header news-header">
        <div className="container news-header-inner">
          <div>
            <p className="eyebrow">
              <time dateTime={new Date().toISOString().slice(0, 10)}>
                {formatLongDate(new Date())}
              </time>
            </p>
            <h1>Daily News Hub</h1>
            <p className="lead">AI-powered sentiment analysis of today&apos;s headlines</p>
          </div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={refresh}
            disabled={status === 'loading' || refresher.checking}
            aria-busy={refresher.checking}
          >
            {refresher.checking ? <Spinner size="sm" /> : <RefreshIcon size={18} />} Refresh
          </button>
        </div>
      </header>

      <section className="section news-section" aria-label="News articles">
        <div className="container">
          <p
            className={`news-refresh-report news-refresh-${refresher.report?.tone ?? 'none'}`}
            role="status"
            data-testid="refresh-report"
          >
            {refresher.report?.message}
          </p>
          {status === 'loaded' && <FeedNotice articles={articles} status={feeds.status} />}
          <NewsViewTabs view={view} onView={showView} />
          <div id={NEWS_VIEW_PANEL} role="tabpanel" aria-labelledby={newsTabId(view)}>
            {/* The latest news stays mounted while hidden: its search and filter are kept. */}
            <div hidden={view !== 'latest'}>
              {pending > 0 && status !== 'loading' && (
                <div className="news-new-articles">
                  <button type="button" className="btn btn-primary btn-sm" onClick={loadNew}>
                    {pending} new {pending === 1 ? 'article' : 'articles'}
                  </button>
                </div>
              )}
              {status === 'loading' ? (
                <div className="news-loading" role="status">
                  <Spinner size="lg" />
                  <p>{newsMessages.loading}</p>
                </div>
              ) : status === 'error' ? (
                <div className="card news-error" role="alert">
                  <span className="status-icon status-icon-error">
                    <AlertIcon size={28} />
                  </span>
                  <p>{newsMessages.errorPanel}</p>
                  <button type="button" className="btn btn-primary" onClick={() => void reload()}>
                    Try Again
                  </button>
                </div>
              ) : (
                <>
                  <StoriesSection stories={stories} onOpen={showStory} />
                  <NewsList articles={articles} onOpen={modal.openArticle} />
                </>
              )}
            </div>
            {view === 'blindspots' && <BlindspotsView onOpen={showStory} />}
            {view === 'my-bias' && <MyNewsBiasPanel />}
          </div>
        </div>
      </section>

      <ArticleModal
        article={modal.article}
        open={modal.open}
        loading={modal.loading}
        onClose={modal.close}
        onShare={(article) => void share(article)}
        onOpenStory={showStory}
      />
      <StoryModal
        story={story.story}
        open={story.open}
        state={story.state}
        onClose={closeStory}
        onOpenArticle={showStoryArticle}
      />
    </div>
  );
}
