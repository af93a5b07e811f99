import type { Streaks } from '../api/types';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** 'Current Streak' and 'Longest Streak': runs of consecutive days with an entry. */
export function StreakCards({ streaks }: { streaks: Streaks }) {
  return (
    <ul className="dashboard-streaks" aria-label="Your writing streaks">
      <li className="card dashboard-card" data-testid="card-current-streak">
        <h2 className="dashboard-card-title">Current Streak</h2>
        <p className="dashboard-card-value">{days(streaks.current)}</p>
        <p className="dashboard-card-note">
          {streaks.current > 0
            ? 'in a row, up to today or yesterday'
            : 'Write today to start a streak'}
        </p>
      </li>
      <li className="card dashboard-card" data-testid="card-longest-streak">
        <h2 className="dashboard-card-title">Longest Streak</h2>
        <p className="dashboard-card-value">{days(streaks.longest)}</p>
        <p className="dashboard-card-note">your longest run of days with an entry</p>
      </li>
    </ul>
  );
}
