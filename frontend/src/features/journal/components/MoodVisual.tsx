import { sentimentTone, type SentimentTone } from '../../../components/ui/SentimentBadge';

const moods: Record<SentimentTone, { mouth: string; caption: string }> = {
  positive: { mouth: 'M8 14.5c1 1.5 2.3 2.2 4 2.2s3-.7 4-2.2', caption: 'Feeling good' },
  neutral: { mouth: 'M8.5 15.5h7', caption: 'Feeling steady' },
  negative: { mouth: 'M8 16.5c1-1.5 2.3-2.2 4-2.2s3 .7 4 2.2', caption: 'Feeling low' },
  mixed: {
    mouth: 'M8 15.5c1-1 1.5-1 2 0s1 1 2 0 1.5-1 2 0 1 1 2 0',
    caption: 'Feelings both ways',
  },
  other: { mouth: 'M9 15.5h6', caption: 'Mood unclear' },
};

/** A face keyed by the entry's sentiment: smiling, level, sad or wavering, and grey when unknown. */
export function MoodVisual({ sentiment }: { sentiment: string | null | undefined }) {
  const tone = sentimentTone(sentiment);
  const mood = moods[tone];
  return (
    <figure className={`mood-visual mood-${tone}`} data-testid="mood-visual" data-tone={tone}>
      <svg viewBox="0 0 24 24" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" className="mood-face" />
        <circle cx="9" cy="10" r="1.2" className="mood-feature-fill" />
        <circle cx="15" cy="10" r="1.2" className="mood-feature-fill" />
        <path d={mood.mouth} className="mood-feature" />
      </svg>
      <figcaption>{mood.caption}</figcaption>
    </figure>
  );
}
