import { Spinner } from '../../../components/ui/Spinner';
import type { InsightsData } from '../hooks/use-journal-insights';
import { InsightsPanel } from './InsightsPanel';
import { MoodCalendar } from './MoodCalendar';
import { INSIGHTS_ANCHOR } from './QuickActions';
import { StreakCards } from './StreakCards';

/** The signed-in user's streaks, mood calendar and insights, below the charts. */
export function MoodInsightsSection({ data }: { data: InsightsData & { retry: () => void } }) {
  return (
    <div id={INSIGHTS_ANCHOR} className="dashboard-insights" data-testid="mood-insights">
      {data.state === 'loading' && (
        <div className="dashboard-loading" role="status">
          <Spinner size="md" />
          <p>Loading your streaks and insights...</p>
        </div>
      )}
      {data.state === 'failed' && (
        <p className="dashboard-insights-failed" role="alert">
          Could not load your streaks and insights.{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={data.retry}>
            Try Again
          </button>
        </p>
      )}
      {data.state === 'loaded' && (
        <>
          <StreakCards streaks={data.insights.streaks} />
          <div className="dashboard-insights-grid">
            <MoodCalendar calendar={data.insights.calendar} />
            <InsightsPanel insights={data.insights.insights} />
          </div>
        </>
      )}
    </div>
  );
}
