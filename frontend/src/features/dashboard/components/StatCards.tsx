import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { formatDay } from '../../../lib/days';
import type { JournalStats, StatsPeriod } from '../api/types';
import { formatTrend, trendTone } from '../../../components/charts/chart-data';

const previousPeriod: Record<StatsPeriod, string> = {
  week: 'over 7 days',
  month: 'over 30 days',
  year: 'over 12 months',
};

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Where the period's mood comes from: the moods picked, and the days the words filled in. */
function moodBasis({ pickedDays, filledDays }: JournalStats['moodBasis']): string {
  if (pickedDays + filledDays === 0) return 'No entries in this period';
  if (filledDays === 0) return `The moods you picked, on ${days(pickedDays)}`;
  if (pickedDays === 0)
    return `What your words read as, on ${days(filledDays)}: you picked no mood`;
  return `The moods you picked on ${days(pickedDays)}; your words on ${days(filledDays)} without one`;
}

/**
 * The four cards: Overall Mood (the moods picked, the words only where none was), Mood Trend,
 * what the newest words read as, and Total Entries.
 */
export function StatCards({ stats }: { stats: JournalStats }) {
  const last = stats.lastAnalysis;
  return (
    <ul className="dashboard-cards" aria-label="Your mood at a glance">
      <li className="card dashboard-card" data-testid="card-overall-mood">
        <h2 className="dashboard-card-title">Overall Mood</h2>
        <p className="dashboard-card-value">
          {Math.round(stats.overallMood)}
          <span className="dashboard-card-unit">/100</span>
        </p>
        <div className="dashboard-meter" aria-hidden="true">
          <span style={{ width: `${Math.max(0, Math.min(100, stats.overallMood))}%` }} />
        </div>
        <p className="dashboard-card-note">{moodBasis(stats.moodBasis)}</p>
      </li>
      <li className="card dashboard-card" data-testid="card-mood-trend">
        <h2 className="dashboard-card-title">Mood Trend</h2>
        <p className={`dashboard-card-value trend-${trendTone(stats.moodTrend)}`}>
          {formatTrend(stats.moodTrend)}
        </p>
        <p className="dashboard-card-note">{previousPeriod[stats.period]}</p>
      </li>
      <li className="card dashboard-card" data-testid="card-last-analysis">
        <h2 className="dashboard-card-title">What Your Words Read As</h2>
        {last ? (
          <>
            <p className="dashboard-card-badges">
              <SentimentBadge sentiment={last.sentiment} size="lg" named="words" />
              <EmotionBadge emotion={last.emotion} size="lg" />
            </p>
            <p className="dashboard-card-note">Your newest words ({formatDay(last.date)})</p>
          </>
        ) : (
          <p className="dashboard-card-note">No words yet: moods alone are not read</p>
        )}
      </li>
      <li className="card dashboard-card" data-testid="card-total-entries">
        <h2 className="dashboard-card-title">Total Entries</h2>
        <p className="dashboard-card-value">{stats.totalEntries}</p>
        <p className="dashboard-card-note">+{stats.entriesThisWeek} this week</p>
      </li>
    </ul>
  );
}
