import { ModelNote, UncertainNote } from '../../../components/analysis/ReadingNotes';
import { WordHighlights, WordHighlightsLegend } from '../../../components/analysis/WordHighlights';
import { SentimentBadge } from '../../../components/ui/SentimentBadge';
import { Spinner } from '../../../components/ui/Spinner';
import type { SubmitState } from '../hooks/use-journal-submit';
import { MoodVisual } from './MoodVisual';
import { capitalise } from '../utils/capitalise';

/** The result area: busy text, the inline error, or the sentiment badge with the mood visual. */
export function JournalResult({ state }: { state: SubmitState }) {
  if (state.status === 'idle') return null;
  return (
    <div className="card journal-result" aria-live="polite" data-testid="journal-result">
      {state.status === 'loading' && (
        <p className="journal-result-busy">
          <Spinner size="sm" /> Analyzing sentiment and emotion...
        </p>
      )}
      {state.status === 'error' && (
        <p className="journal-result-error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'done' && (
        <>
          <MoodVisual sentiment={state.entry.sentiment} />
          <div className="journal-result-body">
            <p className="journal-result-label">Your entry reads as</p>
            <SentimentBadge
              sentiment={state.entry.sentiment}
              confidence={state.entry.confidence}
              size="lg"
            />
            {state.entry.emotion && (
              <span className="badge badge-lg badge-emotion">
                Emotion: {capitalise(state.entry.emotion)}
              </span>
            )}
            {state.entry.reading?.uncertain && <UncertainNote />}
          </div>
          {state.entry.reading?.explanation.words.length > 0 && (
            <div className="journal-result-explanation">
              <WordHighlights
                text={state.entry.reading.text}
                words={state.entry.reading.explanation.words}
                testId="journal-highlights"
              />
              <WordHighlightsLegend />
            </div>
          )}
          <ModelNote model={state.entry.reading?.model} />
        </>
      )}
    </div>
  );
}
