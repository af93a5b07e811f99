import { IronicNote, UncertainNote } from '../../../components/analysis/ReadingNotes';
import { WordHighlights, WordHighlightsLegend } from '../../../components/analysis/WordHighlights';
import type { KeySentence } from '../types';

function SentenceList({
  title,
  tone,
  items,
}: {
  title: string;
  tone: string;
  items: KeySentence[];
}) {
  return (
    <div className={`key-sentences key-sentences-${tone}`}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">None found.</p>
      ) : (
        <ol>
          {items.map((sentence, index) => (
            <li key={`${index}-${sentence.text}`}>
              <q>
                <WordHighlights text={sentence.text} words={sentence.words ?? []} />
              </q>{' '}
              <span className="key-sentence-score">{sentence.score.toFixed(2)}</span>
              {(sentence.ironic || sentence.uncertain) && (
                <span className="reading-notes">
                  {sentence.ironic && <IronicNote />}
                  {sentence.uncertain && <UncertainNote />}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The sentences the model scored most positive and most negative, with the words that moved them. */
export function KeySentences({
  mostPositive,
  mostNegative,
}: {
  mostPositive: KeySentence[];
  mostNegative: KeySentence[];
}) {
  const explained = [...mostPositive, ...mostNegative].some((s) => s.words?.length);
  return (
    <section
      className="card result-card"
      aria-labelledby="key-sentences-title"
      data-testid="key-sentences"
    >
      <h2 id="key-sentences-title">Key Sentences</h2>
      <div className="key-sentences-grid">
        <SentenceList title="Most Positive Sentences" tone="positive" items={mostPositive} />
        <SentenceList title="Most Negative Sentences" tone="negative" items={mostNegative} />
      </div>
      {explained && <WordHighlightsLegend />}
    </section>
  );
}
