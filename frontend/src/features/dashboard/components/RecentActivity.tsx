import { Link } from 'react-router-dom';
import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { formatDate } from '../../../lib/format';
import type { Activity } from '../api/types';

/**
 * The newest journal entries with their sentiment and emotion, each the start of its words and a
 * link (the user's own, not the sample's) that opens the whole entry, as written, on the Journal
 * page.
 */
export function RecentActivity({ items, linked }: { items: Activity[]; linked: boolean }) {
  return (
    <section className="card dashboard-panel" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="dashboard-panel-title">
        Recent Activity
      </h2>
      {items.length ? (
        <ul className="dashboard-activity" data-testid="recent-activity">
          {items.map((item) => (
            <li key={item.id}>
              <div className="dashboard-activity-badges">
                <SentimentBadge sentiment={item.sentiment} named />
                <EmotionBadge emotion={item.emotion} />
                <time className="dashboard-activity-time" dateTime={item.createdAt}>
                  {formatDate(item.createdAt)}
                </time>
              </div>
              <p className="dashboard-activity-text">{item.excerpt || 'Journal entry'}</p>
              {linked && (
                <Link
                  className="dashboard-activity-open"
                  to={`/journal?entry=${encodeURIComponent(item.id)}`}
                >
                  Read the whole entry
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No journal entries in this period.</p>
      )}
    </section>
  );
}
