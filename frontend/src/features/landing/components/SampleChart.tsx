import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { MoodNewsSeries } from '../../../components/charts/MoodNewsLineChart';
import { Spinner } from '../../../components/ui/Spinner';
import { useInView } from '../../../lib/hooks';
import { useOwnWeek } from '../hooks/use-own-week';
import { sampleWeek } from './sample-data';

// ECharts is only fetched when the chart is about to scroll into view.
const MoodNewsChart = lazy(() => import('./MoodNewsChart'));

const sample: MoodNewsSeries = {
  labels: sampleWeek.days,
  mood: sampleWeek.mood,
  news: sampleWeek.news,
};

function describe(series: MoodNewsSeries, whose: string): string {
  const values = (list: readonly (number | null)[]) =>
    series.labels.map((day, i) => `${day} ${list[i] ?? 'none'}`).join(', ');
  return `Line chart of ${whose} for the last 7 days. Your mood: ${values(series.mood)}. News sentiment: ${values(series.news)}.`;
}

/**
 * 'Mood vs News: 7-Day AI Snapshot': the spec's fixed sample (Monday to Sunday), or, for a
 * signed-in user with journal entries, their own last 7 days, as the sample's note promises.
 */
export function SampleChart() {
  const [ref, inView] = useInView<HTMLDivElement>({ once: true, rootMargin: '300px' });
  const own = useOwnWeek();
  const series = own ?? sample;
  const description = own
    ? describe(own, 'your journal')
    : 'Line chart of sample data for Monday to Sunday. Your mood: ' +
      sampleWeek.days.map((day, i) => `${day} ${sampleWeek.mood[i]}`).join(', ') +
      '. News sentiment: ' +
      sampleWeek.days.map((day, i) => `${day} ${sampleWeek.news[i]}`).join(', ') +
      '.';

  return (
    <section className="section" aria-labelledby="snapshot-title">
      <div className="container">
        <div className="card chart-card" data-testid="snapshot">
          <div className="chart-card-header">
            <div>
              <h2 id="snapshot-title">Mood vs News: 7-Day AI Snapshot</h2>
              <p className="muted">How your mood moved beside the tone of the news, day by day.</p>
            </div>
            <span className={`badge ${own ? 'badge-own' : 'badge-preview'}`}>
              {own ? 'Your data' : 'Preview'}
            </span>
          </div>
          <div ref={ref} className="chart-frame" role="img" aria-label={description}>
            {inView ? (
              <Suspense
                fallback={
                  <div className="chart-loading">
                    <Spinner size="md" />
                  </div>
                }
              >
                <MoodNewsChart data={series} />
              </Suspense>
            ) : (
              <div className="chart-loading" />
            )}
          </div>
          {own ? (
            <p className="chart-note">
              Your mood from your journal over the last 7 days, beside the news. The{' '}
              <Link to="/dashboard">Dashboard</Link> has your month and year.
            </p>
          ) : (
            <p className="chart-note">
              This is a sample chart. Your real data will appear here after you use SentiLog.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
