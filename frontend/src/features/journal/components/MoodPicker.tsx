import { JOURNAL_MOODS, MOOD_LABELS } from '../types';

/** A face per mood, drawn (not an emoji, whose look depends on the reader's fonts). */
const MOUTHS: Record<number, string> = {
  1: 'M8 17c1.2-2 2.5-2.8 4-2.8s2.8.8 4 2.8',
  2: 'M8.5 16.2c1-1 2.1-1.5 3.5-1.5s2.5.5 3.5 1.5',
  3: 'M8.5 15.5h7',
  4: 'M8.5 14.8c1 1 2.1 1.5 3.5 1.5s2.5-.5 3.5-1.5',
  5: 'M8 14c1.2 2 2.5 2.8 4 2.8s2.8-.8 4-2.8',
};

/**
 * The writer's mood, one tap: five buttons, 1 (very bad) to 5 (very good), above the words. A
 * mood alone is an entry; pressing the chosen one again clears it.
 */
export function MoodPicker({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (mood: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="mood-picker" disabled={disabled}>
      <legend className="mood-picker-legend">How are you feeling?</legend>
      <div className="mood-picker-options">
        {JOURNAL_MOODS.map((mood) => (
          <button
            key={mood}
            type="button"
            className={`mood-picker-option mood-picker-option-${mood}`}
            aria-pressed={value === mood}
            aria-label={`Mood ${mood} of 5: ${MOOD_LABELS[mood]}`}
            title={MOOD_LABELS[mood]}
            onClick={() => onChange(value === mood ? null : mood)}
          >
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              aria-hidden="true"
              focusable="false"
              className="mood-picker-face"
            >
              <circle cx="12" cy="12" r="10" className="mood-picker-face-ring" />
              <circle cx="9" cy="10" r="1.2" className="mood-picker-face-eye" />
              <circle cx="15" cy="10" r="1.2" className="mood-picker-face-eye" />
              <path d={MOUTHS[mood]} className="mood-picker-face-mouth" />
            </svg>
            <span aria-hidden="true" className="mood-picker-name">
              {mood} · {MOOD_LABELS[mood]}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
