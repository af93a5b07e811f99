import type { WordWeight } from '@sentilog/contracts/web';
import { Fragment } from 'react';
import './word-highlights.css';

/** How strongly a word is marked: its push against the strongest push in the same text, in thirds. */
function strength(weight: number, strongest: number): 1 | 2 | 3 {
  const share = strongest > 0 ? Math.abs(weight) / strongest : 0;
  return share > 2 / 3 ? 3 : share > 1 / 3 ? 2 : 1;
}

const toward = (weight: number) => (weight > 0 ? 'positive' : 'negative');

/**
 * A text with the words that moved its sentiment marked: green toward Positive, red toward
 * Negative, deeper for a stronger push, and an underline (solid or dashed) so the two differ
 * without colour. A screen reader hears each marked word's direction after it; a copy of the
 * text leaves that note out.
 */
export function WordHighlights({
  text,
  words,
  testId,
}: {
  text: string;
  /** Offsets into `text`; overlapping or out-of-range words are left unmarked. */
  words: readonly WordWeight[];
  testId?: string;
}) {
  const marked = [...words]
    .filter((w) => w.weight !== 0 && w.start >= 0 && w.end <= text.length && w.end > w.start)
    .sort((a, b) => a.start - b.start)
    .filter((w, i, all) => i === 0 || w.start >= all[i - 1].end);
  const strongest = Math.max(0, ...marked.map((w) => Math.abs(w.weight)));
  const parts: React.ReactNode[] = [];
  let at = 0;
  marked.forEach((w, i) => {
    if (w.start > at) parts.push(<Fragment key={`t${i}`}>{text.slice(at, w.start)}</Fragment>);
    const direction = toward(w.weight);
    parts.push(
      <Fragment key={`w${i}`}>
        <mark
          className={`word-push word-push-${direction} word-push-${strength(w.weight, strongest)}`}
          title={`Pushed toward ${direction === 'positive' ? 'Positive' : 'Negative'} (${w.weight > 0 ? '+' : ''}${w.weight.toFixed(2)})`}
        >
          {text.slice(w.start, w.end)}
        </mark>
        <span className="visually-hidden word-push-note"> (toward {direction})</span>
      </Fragment>,
    );
    at = w.end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return (
    <p className="word-highlights" data-testid={testId}>
      {parts}
    </p>
  );
}

/** The key to the marks, said once beside them. */
export function WordHighlightsLegend() {
  return (
    <p className="word-highlights-legend" data-testid="word-highlights-legend">
      <span className="word-highlights-key">Why this reading:</span>{' '}
      <mark className="word-push word-push-positive word-push-3">green</mark> words pushed it toward
      Positive, <mark className="word-push word-push-negative word-push-3">red</mark> words toward
      Negative; the deeper the colour, the stronger the push.
    </p>
  );
}
