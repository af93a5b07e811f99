import { useId } from 'react';
import { shiftDay } from '@sentilog/contracts/web';
import { earliestEntryDay, formatDay, today } from '../../../lib/days';

/**
 * The day the entry is about: today unless the writer says otherwise, back to a year ago, never
 * ahead. 'Today' and 'Yesterday' are one tap each; any other day is the date field's.
 */
export function EntryDayPicker({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (day: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = useId();
  const now = new Date();
  const latest = today(now);
  const yesterday = shiftDay(latest, -1);
  return (
    <div className="entry-day">
      <label htmlFor={id} className="entry-day-label">
        Day
      </label>
      <div className="entry-day-row">
        <input
          id={id}
          type="date"
          className="entry-day-input"
          value={value}
          min={earliestEntryDay(now)}
          max={latest}
          required
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
        {(
          [
            ['Today', latest],
            ['Yesterday', yesterday],
          ] as const
        ).map(([name, day]) => (
          <button
            key={name}
            type="button"
            className="btn btn-secondary btn-sm entry-day-quick"
            aria-pressed={value === day}
            disabled={disabled}
            onClick={() => onChange(day)}
          >
            {name}
          </button>
        ))}
      </div>
      <p id={hintId} className="entry-day-hint muted">
        {value === latest
          ? 'This entry is about today.'
          : `This entry is about ${formatDay(value, now)}. You can date an entry up to a year back.`}
      </p>
    </div>
  );
}
