import { useId, useState, type KeyboardEvent } from 'react';
import {
  isValidActivity,
  JournalMoodMessages,
  MAX_ACTIVITIES,
  MAX_ACTIVITY_LENGTH,
  normaliseActivity,
} from '../types';

/** Suggestions shown as one-click chips before 'More suggestions' shows them all. */
const SHOWN_SUGGESTIONS = 8;

/**
 * The entry's activity tags as chips: type one and press Enter (or a comma), or pick a suggestion
 * (the writer's own tags first, then the defaults; 'More suggestions' shows every one, so a
 * default pushed back by the writer's own tags stays one click away). Tags are checked as the
 * server checks them, so a refusal is said here, beside the field. The journal page gives the
 * field a new key after each save, which clears what was typed and any refusal with it.
 */
export function ActivityInput({
  value,
  onChange,
  suggestions,
  onFirstFocus,
  disabled,
}: {
  value: string[];
  onChange: (activities: string[]) => void;
  suggestions: string[];
  /** The writer reached the field (or one of its buttons): time to ask for their own tags. */
  onFirstFocus?: () => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [allShown, setAllShown] = useState(false);
  const full = value.length >= MAX_ACTIVITIES;

  const add = (raw: string): boolean => {
    const tag = normaliseActivity(raw);
    if (tag === '') return false;
    if (!isValidActivity(tag)) {
      setError(JournalMoodMessages.activity);
      return false;
    }
    if (!value.includes(tag)) {
      if (full) {
        setError(`An entry takes at most ${MAX_ACTIVITIES} activities`);
        return false;
      }
      onChange([...value, tag]);
    }
    setError(null);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (add(draft)) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const offered = suggestions.filter((tag) => !value.includes(tag));

  return (
    <div className="activity-input" onFocus={onFirstFocus}>
      <label htmlFor={inputId} className="activity-input-label">
        Activities <span className="muted">(optional)</span>
      </label>
      <ul className="activity-chips" aria-label="Chosen activities">
        {value.map((tag) => (
          <li key={tag} className="activity-chip">
            {tag}
            <button
              type="button"
              className="activity-chip-remove"
              aria-label={`Remove ${tag}`}
              disabled={disabled}
              onClick={() => onChange(value.filter((t) => t !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        className="activity-input-field"
        list={listId}
        value={draft}
        maxLength={MAX_ACTIVITY_LENGTH + 10}
        placeholder={full ? 'Ten activities chosen' : 'Add an activity and press Enter'}
        disabled={disabled || full}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() !== '' && add(draft) && setDraft('')}
      />
      <datalist id={listId}>
        {offered.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {error && (
        <p id={errorId} className="activity-input-error" role="alert">
          {error}
        </p>
      )}
      {offered.length > 0 && !full && (
        <div className="activity-suggestions" aria-label="Suggested activities" role="group">
          {(allShown ? offered : offered.slice(0, SHOWN_SUGGESTIONS)).map((tag) => (
            <button
              key={tag}
              type="button"
              className="activity-suggestion"
              aria-label={`Add ${tag}`}
              disabled={disabled}
              onClick={() => add(tag)}
            >
              + {tag}
            </button>
          ))}
          {offered.length > SHOWN_SUGGESTIONS && (
            <button
              type="button"
              className="btn btn-ghost btn-sm activity-suggestions-more"
              aria-expanded={allShown}
              disabled={disabled}
              onClick={() => setAllShown((shown) => !shown)}
            >
              {allShown
                ? 'Fewer suggestions'
                : `More suggestions (${offered.length - SHOWN_SUGGESTIONS})`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
