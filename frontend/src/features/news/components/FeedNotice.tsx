import { AlertIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import type { Article, NewsFeedStatus } from '../api/types';

export const feedNoticeMessages = {
  samples: 'Live feeds are unreachable — showing sample articles',
  stale: 'Live feeds are unreachable — showing the articles already fetched',
  neverLive: 'No live feed has been read yet.',
  lastLive: (at: string) => `The last live fetch succeeded ${formatDate(at)}.`,
  aboutSamples:
    'The sample articles were written by the SentiLog project to show how the hub works: they are not news, and there is no original to open.',
} as const;

/**
 * Says when the hub is not showing today's news: the sample articles (no feed could be read and
 * nothing real is stored), or stored articles while every feed failed on the last run; with when
 * a live fetch last succeeded.
 */
export function FeedNotice({
  articles,
  status,
}: {
  articles: readonly Article[];
  status: NewsFeedStatus | null;
}) {
  const samples = articles.some((article) => article.sample);
  const unreachable =
    status !== null && status.sources > 0 && status.unreachable === status.sources;
  if (!samples && !unreachable) return null;
  // Without the status (an older server, a failed call) when the feeds last worked is unknown;
  // stored articles without a recorded live fetch predate the record, so nothing is said then.
  const lastLive = status?.lastLiveFetchAt
    ? feedNoticeMessages.lastLive(status.lastLiveFetchAt)
    : status && samples
      ? feedNoticeMessages.neverLive
      : '';
  return (
    <div className="card news-notice" role="status" data-testid="feed-notice">
      <span className="news-notice-icon" aria-hidden="true">
        <AlertIcon size={22} />
      </span>
      <div>
        <p className="news-notice-title">
          {samples ? feedNoticeMessages.samples : feedNoticeMessages.stale}
        </p>
        <p className="news-notice-detail">
          {[lastLive, samples ? feedNoticeMessages.aboutSamples : ''].filter(Boolean).join(' ')}
        </p>
      </div>
    </div>
  );
}
