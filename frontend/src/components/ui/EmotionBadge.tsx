import { sentimentLabel } from './SentimentBadge';
import './sentiment-badge.css';

/**
 * An emotion label, named as one: 'neutral' is both a sentiment and an emotion, and two badges
 * both reading 'Neutral' side by side say nothing.
 */
export function EmotionBadge({ emotion, size = 'md' }: { emotion: string; size?: 'md' | 'lg' }) {
  const label = sentimentLabel(emotion);
  return (
    <span
      className={`badge badge-emotion${size === 'lg' ? ' badge-lg' : ''}`}
      aria-label={`Emotion: ${label}`}
    >
      <span className="badge-key">Emotion:</span> {label}
    </span>
  );
}
