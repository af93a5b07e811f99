import { JOURNAL_MOODS, MOOD_LABELS } from '../types';

/**
 * The writer's own mood for the entry, optional: five buttons, 1 (very bad) to 5 (very good).
 * Pressing the chosen one again clears it.
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
      <legend className="mood-picker-legend">
        Your mood <span className="muted">(optional)</span>
      </legend>
      <div className="mood-picker-options">
        {JOURNAL_MOODS.map((mood) => (
          <button
            key={mood}
            type="button"
            className="mood-picker-option"
            aria-pressed={value === mood}
            aria-label={`Mood ${mood} of 5: ${MOOD_LABELS[mood]}`}
            title={MOOD_LABELS[mood]}
            onClick={() => onChange(value === mood ? null : mood)}
          >
            {/* The number, not a face: emoji faces depend on the reader's fonts. */}
            <span aria-hidden="true" className="mood-picker-face">
              {mood}
            </span>
            <span aria-hidden="true" className="mood-picker-name">
              {MOOD_LABELS[mood]}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
