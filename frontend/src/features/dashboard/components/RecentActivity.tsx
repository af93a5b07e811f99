import { SentimentBadge, sentimentLabel } from '../../../components/ui/SentimentBadge';
import { formatDate } from '../../../lib/format';
import type { Activity } from '../api/types';

/** The newest journal entries with their sentiment and emotion. */
export function RecentActivity({ items }: { items: Activity[] }) {
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
                <SentimentBadge sentiment={item.sentiment} />
                <span className="badge badge-emotion">{sentimentLabel(item.emotion)}</span>
                <time className="dashboard-activity-time" dateTime={item.createdAt}>
                  {formatDate(item.createdAt)}
                </time>
              </div>
              <p className="dashboard-activity-text">{item.excerpt || 'Journal entry'}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No journal entries in this period.</p>
      )}
    </section>
  );
}
