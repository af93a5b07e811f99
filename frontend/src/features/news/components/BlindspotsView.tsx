import { Spinner } from '../../../components/ui/Spinner';
import { STORY_BLINDSPOT_SHARE, STORY_MIN_RATED_OUTLETS } from '../api/types';
import { blindspotMessages, useBlindspots } from '../hooks/use-blindspots';
import { checkedText } from '../utils/story-text';
import { StoryCard } from './StoryCard';
import './stories.css';

/**
 * The blindspot feed: recent stories one side barely covers, by the stories' own rule (under a
 * fifth of the rated outlets on that side, and only with enough rated outlets to say), with how
 * many stories were checked and how many were too thinly rated to judge.
 */
export function BlindspotsView({ onOpen }: { onOpen: (id: string) => void }) {
  const feed = useBlindspots();
  return (
    <section className="stories" aria-labelledby="blindspots-heading">
      <h2 id="blindspots-heading" className="stories-heading">
        Blindspots
      </h2>
      <p className="stories-lead">
        Stories one side barely covers: under {Math.round(STORY_BLINDSPOT_SHARE * 100)}% of the
        rated outlets that reported them are rated Left (or Right). A story needs{' '}
        {STORY_MIN_RATED_OUTLETS} rated outlets before SentiLog calls anything a blindspot. The
        ratings are the outlets&apos; own, not a reading of the articles.
      </p>
      {feed.state === 'loading' && (
        <p className="news-view-status" role="status">
          <Spinner size="sm" /> {blindspotMessages.loading}
        </p>
      )}
      {feed.state === 'failed' && (
        <div className="news-view-status" role="alert">
          <p>{blindspotMessages.failed}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={feed.retry}>
            Try Again
          </button>
        </div>
      )}
      {feed.state === 'loaded' && (
        <>
          {feed.feed.stories.length > 0 ? (
            <div className="stories-grid" data-testid="blindspot-feed">
              {feed.feed.stories.map((story) => (
                <StoryCard key={story.id} story={story} onOpen={onOpen} />
              ))}
            </div>
          ) : (
            <p className="news-view-status">No story checked has a blindspot.</p>
          )}
          <p className="news-view-footnote" data-testid="blindspot-checked">
            {checkedText(feed.feed)}
          </p>
        </>
      )}
    </section>
  );
}
