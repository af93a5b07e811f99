import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import type { MoodCalendarData } from '../api/types';
import { describeCalendar } from '../utils/calendar-data';

// ECharts is a large chunk: fetched only when the dashboard shows the calendar.
const MoodCalendarChart = lazy(() => import('./MoodCalendarChart'));

/** 'Mood Calendar': the days of the last 26 weeks with entries, coloured by the chosen mood. */
export function MoodCalendar({ calendar }: { calendar: MoodCalendarData }) {
  return (
    <section className="card dashboard-calendar" aria-labelledby="mood-calendar-title">
      <h2 id="mood-calendar-title" className="dashboard-panel-title">
        Mood Calendar
      </h2>
      <div
        className="dashboard-calendar-frame"
        role="img"
        aria-label={describeCalendar(calendar)}
        data-testid="mood-calendar"
      >
        <Suspense
          fallback={
            <div className="dashboard-chart-loading">
              <Spinner size="md" />
            </div>
          }
        >
          <MoodCalendarChart calendar={calendar} />
        </Suspense>
      </div>
      <p className="dashboard-chart-legend muted">
        Days are the days your entries are about. A day&apos;s colour is the average of the moods
        you picked that day. A faded day has no mood picked: its colour is what your words read as.
        Grey days have a mood-less entry without words to read.
      </p>
    </section>
  );
}
