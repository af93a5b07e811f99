import { ReadingLabel } from '../../../components/analysis/ReadingLabel';
import { LanguageNote, ModelNote, otherLanguage } from '../../../components/analysis/ReadingNotes';
import { WordHighlights, WordHighlightsLegend } from '../../../components/analysis/WordHighlights';
import { MoodBadge } from '../../../components/ui/MoodBadge';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDay } from '../../../lib/days';
import type { SubmitState } from '../hooks/use-journal-submit';
import { MoodVisual } from './MoodVisual';
import { capitalise } from '../utils/capitalise';

/**
 * The result area: busy text, the inline error, or what was saved: the mood picked, and what the
 * words read as (with the words that moved it) when there were words.
 */
export function JournalResult({ state }: { state: SubmitState }) {
  if (state.status === 'idle') return null;
  const entry = state.status === 'done' ? state.entry : null;
  const reading = entry?.reading ?? null;
  // Words in another language were not read: no label, face or emotion to show for them.
  const language = otherLanguage(entry);
  return (
    <div className="card journal-result" aria-live="polite" data-testid="journal-result">
      {state.status === 'loading' && (
        <p className="journal-result-busy">
          <Spinner size="sm" />{' '}
          {state.words ? 'Analyzing sentiment and emotion...' : 'Saving your mood...'}
        </p>
      )}
      {state.status === 'error' && (
        <p className="journal-result-error" role="alert">
          {state.message}
        </p>
      )}
      {entry && !entry.sentiment && (
        <div className="journal-result-body">
          <p className="journal-result-label">Saved for {formatDay(entry.date)}</p>
          {entry.mood !== null && <MoodBadge mood={entry.mood} size="lg" />}
          <p className="muted">A mood alone: there are no words to read.</p>
        </div>
      )}
      {entry && entry.sentiment && (
        <>
          <MoodVisual sentiment={language ? null : entry.sentiment} />
          <div className="journal-result-body">
            <p className="journal-result-label">Saved for {formatDay(entry.date)}</p>
            {entry.mood !== null && <MoodBadge mood={entry.mood} size="lg" />}
            {language ? (
              <LanguageNote language={language} />
            ) : (
              <>
                <p className="journal-result-label">Your words read as</p>
                <ReadingLabel
                  reading={{ ...entry, sentiment: entry.sentiment, uncertain: reading?.uncertain }}
                  size="lg"
                />
                {entry.emotion && (
                  <span className="badge badge-lg badge-emotion">
                    Emotion: {capitalise(entry.emotion)}
                  </span>
                )}
              </>
            )}
          </div>
          {reading && reading.explanation.words.length > 0 && (
            <div className="journal-result-explanation">
              <WordHighlights
                text={reading.text}
                words={reading.explanation.words}
                testId="journal-highlights"
              />
              <WordHighlightsLegend />
            </div>
          )}
          {reading && <ModelNote model={reading.model} />}
        </>
      )}
    </div>
  );
}
