import { lazy, Suspense, useMemo, useRef, type KeyboardEvent } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { STATS_PERIODS, type JournalStats, type StatsPeriod } from '../api/types';
import { buildChartData, type ChartData } from '../../../components/charts/chart-data';
import { valueCount } from '../../../components/charts/sparse';

// ECharts is a large chunk: fetched only when the dashboard shows its chart.
const MoodChart = lazy(() => import('./MoodChart'));

const tabNames: Record<StatsPeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };

function describe(data: ChartData): string {
  const points = data.labels.map((label, i) => {
    const mood =
      data.mood[i] === null
        ? 'no entries'
        : `mood ${data.mood[i]}${data.filled[i] ? ' (what your words read as)' : ''}`;
    const news = data.news[i] === null ? 'no news' : `news ${data.news[i]}`;
    return `${label}: ${mood}, ${news}`;
  });
  const news = data.newsSample ? 'the news sentiment (sample news)' : 'the news sentiment';
  return points.length
    ? `Line chart of your mood against ${news}, out of 100. ${points.join('; ')}.`
    : `Line chart of your mood against ${news}: no data for this period yet.`;
}

/** 'Mood Over Time' with its Week / Month / Year tabs (default week). */
export function MoodChartPanel({
  period,
  onPeriod,
  stats,
}: {
  period: StatsPeriod;
  onPeriod: (period: StatsPeriod) => void;
  stats: JournalStats | null;
}) {
  const data = useMemo(() => (stats ? buildChartData(stats, period) : null), [stats, period]);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Arrow keys move between the tabs, as the tab pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = STATS_PERIODS.indexOf(period);
    const next = STATS_PERIODS[(index + step + STATS_PERIODS.length) % STATS_PERIODS.length];
    onPeriod(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="card dashboard-chart" aria-labelledby="mood-chart-title">
      <div className="dashboard-chart-header">
        <h2 id="mood-chart-title">Mood Over Time</h2>
        <div className="dashboard-tabs" role="tablist" aria-label="Period" onKeyDown={onKeyDown}>
          {STATS_PERIODS.map((value) => (
            <button
              key={value}
              ref={(element) => {
                tabs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`mood-tab-${value}`}
              aria-selected={period === value}
              aria-controls="mood-chart-panel"
              tabIndex={period === value ? 0 : -1}
              className="dashboard-tab"
              onClick={() => onPeriod(value)}
            >
              {tabNames[value]}
            </button>
          ))}
        </div>
      </div>
      <div
        id="mood-chart-panel"
        role="tabpanel"
        aria-labelledby={`mood-tab-${period}`}
        className="dashboard-chart-frame"
      >
        {data ? (
          <div role="img" aria-label={describe(data)} data-testid="mood-chart">
            <Suspense
              fallback={
                <div className="dashboard-chart-loading">
                  <Spinner size="md" />
                </div>
              }
            >
              <MoodChart data={data} />
            </Suspense>
          </div>
        ) : (
          <div className="dashboard-chart-loading">
            <Spinner size="md" label="Loading the chart" />
          </div>
        )}
      </div>
      {data && valueCount(data.mood) === 1 && (
        <p className="dashboard-chart-sparse" data-testid="chart-sparse-note">
          One {period === 'year' ? 'month' : 'day'} with journal entries in this period: write on
          more days to see how your mood moves.
        </p>
      )}
      {data?.newsSample && (
        <p className="dashboard-chart-sample" data-testid="news-sample-note">
          Sample news: the news line here is built from sample data, not from real news.
        </p>
      )}
      <p className="dashboard-chart-legend muted">
        Your mood is the mood you picked, out of 100 (1 is 0, 3 is 50, 5 is 100). A hollow diamond
        marks a day you picked none: it shows what your words read as. News sentiment is the
        day&apos;s average article score on the same scale (50 is neutral).
      </p>
    </section>
  );
}
