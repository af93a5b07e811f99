import { useState } from 'react';
import { ExportButtons } from '../../../components/journal/ExportButtons';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import type { StatsPeriod } from '../api/types';
import { useJournalInsights } from '../hooks/use-journal-insights';
import { useJournalStats } from '../hooks/use-journal-stats';
import { MoodChartPanel } from './MoodChartPanel';
import { MoodInsightsSection } from './MoodInsightsSection';
import { INSIGHTS_ANCHOR, QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { SampleNotice } from './SampleNotice';
import { StatCards } from './StatCards';
import './dashboard.css';

/** The Dashboard: the signed-in user's mood against the news, or a labelled sample. */
export function DashboardPage() {
  const [period, setPeriod] = useState<StatsPeriod>('week');
  const data = useJournalStats(period);
  // Asked once per visit beside the statistics, not again when the period changes.
  const insights = useJournalInsights();
  const stats = data.state === 'loading' ? null : data.stats;

  return (
    <div className="dashboard-page">
      <PageHeader
        eyebrow="Your mood and the news"
        title="Dashboard"
        lead="Compare your mood with the news over weeks, months and years."
      />
      <section className="container dashboard-meaning" aria-label="Mood and words">
        <p data-testid="mood-meaning">
          <strong>Mood</strong> is the mood you pick for a day, from 1 (very bad) to 5 (very good),
          shown here out of 100. <strong>What your words read as</strong> is the sentiment SentiLog
          reads in what you write. It stands in for your mood only on days you picked none, and is
          marked where it does: a hollow diamond on the chart, a faded day on the calendar.
        </p>
      </section>
      <section className="section dashboard-section">
        <div className="container">
          <div className="dashboard-toolbar">
            {data.state === 'sample' ? (
              <SampleNotice reason={data.reason} onRetry={data.retry} />
            ) : (
              <span />
            )}
            {data.state === 'live' && <ExportButtons />}
          </div>
          <div className={data.state === 'sample' ? 'dashboard-is-sample' : undefined}>
            {stats ? (
              <StatCards stats={stats} />
            ) : (
              <div className="dashboard-loading" role="status">
                <Spinner size="lg" />
                <p>Loading your statistics...</p>
              </div>
            )}
            <div className="dashboard-grid">
              <MoodChartPanel period={period} onPeriod={setPeriod} stats={stats} />
              <div className="dashboard-side">
                <RecentActivity
                  items={stats?.recentActivity ?? []}
                  linked={data.state === 'live'}
                />
                <QuickActions />
              </div>
            </div>
            {data.state === 'live' ? (
              <MoodInsightsSection data={insights} />
            ) : (
              <section
                id={INSIGHTS_ANCHOR}
                className="card dashboard-panel dashboard-insights-sample"
                aria-labelledby="insights-sample-title"
              >
                <h2 id="insights-sample-title" className="dashboard-panel-title">
                  Streaks and insights
                </h2>
                <p className="muted">
                  Your streaks, mood calendar and what goes with your good and bad days appear here
                  once you have logged moods: insights need a mood on 7 days.
                </p>
              </section>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
