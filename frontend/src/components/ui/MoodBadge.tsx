import { MOOD_LABELS, type JournalMood } from '@sentilog/contracts/web';
import './sentiment-badge.css';

/** The mood the writer picked, 1 (very bad) to 5 (very good): 'Mood: Good (4/5)'. */
export function MoodBadge({ mood, size = 'md' }: { mood: number; size?: 'md' | 'lg' }) {
  const label = MOOD_LABELS[mood as JournalMood] ?? String(mood);
  return (
    <span
      className={`badge badge-mood badge-mood-${mood}${size === 'lg' ? ' badge-lg' : ''}`}
      aria-label={`Mood: ${label}, ${mood} of 5`}
      data-testid="mood-badge"
    >
      <span className="badge-key">Mood:</span> {label}
      <span className="badge-detail">{mood}/5</span>
    </span>
  );
}
