import { EmotionBadge } from '../../../components/ui/EmotionBadge';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { formatDate } from '../../../lib/format';
import type { JournalStats, StatsPeriod } from '../api/types';
import { formatTrend, trendTone } from '../../../components/charts/chart-data';

const previousPeriod: Record<StatsPeriod, string> = {
  week: 'over 7 days',
  month: 'over 30 days',
  year: 'over 12 months',
};

/** The four cards: Overall Mood, Mood Trend, Last Analysis, Total Entries. */
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
      </li>
      <li className="card dashboard-card" data-testid="card-mood-trend">
        <h2 className="dashboard-card-title">Mood Trend</h2>
        <p className={`dashboard-card-value trend-${trendTone(stats.moodTrend)}`}>
          {formatTrend(stats.moodTrend)}
        </p>
        <p className="dashboard-card-note">{previousPeriod[stats.period]}</p>
      </li>
      <li className="card dashboard-card" data-testid="card-last-analysis">
        <h2 className="dashboard-card-title">Last Analysis</h2>
        {last ? (
          <>
            <p className="dashboard-card-badges">
              <SentimentBadge sentiment={last.sentiment} size="lg" named />
              <EmotionBadge emotion={last.emotion} size="lg" />
            </p>
            <p className="dashboard-card-note">{formatDate(last.at)}</p>
          </>
        ) : (
          <p className="dashboard-card-note">No analysis yet</p>
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
