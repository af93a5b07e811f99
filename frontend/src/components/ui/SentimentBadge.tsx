import { formatConfidence } from '../../lib/format';
import './sentiment-badge.css';

export type SentimentTone = 'positive' | 'negative' | 'neutral' | 'mixed' | 'other';

/** The colour family of a sentiment label, whatever its case ('Positive', 'POSITIVE', …). */
export function sentimentTone(sentiment: string | null | undefined): SentimentTone {
  const value = sentiment?.toUpperCase();
  if (value === 'POSITIVE') return 'positive';
  if (value === 'NEGATIVE') return 'negative';
  if (value === 'NEUTRAL') return 'neutral';
  // Strong positive and strong negative parts: the half-and-half badge (global.css).
  if (value === 'MIXED') return 'mixed';
  return 'other';
}

/** 'POSITIVE' → 'Positive'. */
export function sentimentLabel(sentiment: string | null | undefined): string {
  const value = sentiment?.trim() ?? '';
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : 'Unknown';
}

/**
 * A sentiment label in its colour (anything unknown is grey), optionally with the model's
 * confidence as a percent.
 */
export function SentimentBadge({
  sentiment,
  confidence,
  size = 'md',
  named = false,
}: {
  sentiment: string | null | undefined;
  /** A fraction, 0 to 1; leave out to show the label alone. */
  confidence?: number | null;
  size?: 'md' | 'lg';
  /**
   * Writes what the label is before it, where an emotion badge beside it could read the same:
   * 'Sentiment', or for a journal entry 'Words read as' (a reading of the words, which a mood the
   * writer picked beside it is not).
   */
  named?: boolean | 'words';
}) {
  const label = sentimentLabel(sentiment);
  const hasConfidence = confidence !== undefined;
  const key = named === 'words' ? 'Words read as' : 'Sentiment';
  return (
    <span
      className={`badge badge-${sentimentTone(sentiment)}${size === 'lg' ? ' badge-lg' : ''}`}
      aria-label={
        hasConfidence
          ? `${key}: ${label}, confidence ${formatConfidence(confidence)}`
          : `${key}: ${label}`
      }
    >
      {named && <span className="badge-key">{key}:</span>}
      {named && ' '}
      {label}
      {hasConfidence && <span className="badge-detail">{formatConfidence(confidence)}</span>}
    </span>
  );
}
