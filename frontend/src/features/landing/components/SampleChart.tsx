import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useInView } from '../../../lib/hooks';
import { sampleWeek } from './sample-data';

// ECharts is only fetched when the chart is about to scroll into view.
const MoodNewsChart = lazy(() => import('./MoodNewsChart'));

export function SampleChart() {
  const [ref, inView] = useInView<HTMLDivElement>({ once: true, rootMargin: '300px' });
  const description =
    'Line chart of sample data for Monday to Sunday. Your mood: ' +
    sampleWeek.days.map((day, i) => `${day} ${sampleWeek.mood[i]}`).join(', ') +
    '. News sentiment: ' +
    sampleWeek.days.map((day, i) => `${day} ${sampleWeek.news[i]}`).join(', ') +
    '.';

  return (
    <section className="section" aria-labelledby="snapshot-title">
      <div className="container">
        <div className="card chart-card">
          <div className="chart-card-header">
            <div>
              <h2 id="snapshot-title">Mood vs News: 7-Day AI Snapshot</h2>
              <p className="muted">How your mood moved beside the tone of the news, day by day.</p>
            </div>
            <span className="badge badge-preview">Preview</span>
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
                <MoodNewsChart />
              </Suspense>
            ) : (
              <div className="chart-loading" />
            )}
          </div>
          <p className="chart-note">
            This is a sample chart. Your real data will appear here after you use SentiLog.
          </p>
        </div>
      </div>
    </section>
  );
}
