import { Link } from 'react-router-dom';
import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { otherLanguage } from '../../../components/analysis/ReadingNotes';
import { MoodBadge } from '../../../components/ui/MoodBadge';
import { formatDay } from '../../../lib/days';
import type { Activity } from '../api/types';

/**
 * The newest journal entries (by the day they are about): the mood picked, what the words read
 * as, the start of the words, and a link (the user's own, not the sample's) that opens the whole
 * entry, as written, on the Journal page.
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
                {item.mood !== null && <MoodBadge mood={item.mood} />}
                {item.sentiment && (
                  <ReadingLabel
                    reading={{ ...item, sentiment: item.sentiment }}
                    named="words"
                    showConfidence={false}
                  />
                )}
                {item.emotion && !otherLanguage(item) && <EmotionBadge emotion={item.emotion} />}
                <time className="dashboard-activity-time" dateTime={item.date}>
                  {formatDay(item.date)}
                </time>
              </div>
              <p className="dashboard-activity-text">
                {item.excerpt || (item.mood !== null ? 'A mood, without words' : 'Journal entry')}
              </p>
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
