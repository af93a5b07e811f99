import { SentimentBadge } from '../ui/SentimentBadge';
import { IronicNote, LanguageNote, MixedNote, otherLanguage, UncertainNote } from './ReadingNotes';

/** The parts of a reading a label shows; any may be missing in readings stored before them. */
export interface LabelledReading {
  sentiment: string;
  confidence?: number | null;
  uncertain?: boolean;
  magnitude?: number | null;
  ironic?: boolean | null;
  language?: string | null;
}

/**
 * A reading's label as every page shows it: the sentiment badge, "Strong feelings both ways" beside
 * Mixed, the irony and Uncertain notes; and for text in another language, which the models do not
 * read, the English-only note in place of all of them.
 */
export function ReadingLabel({
  reading,
  size,
  named,
  showConfidence = true,
}: {
  reading: LabelledReading;
  size?: 'md' | 'lg';
  /** Writes what the label is before it (SentimentBadge's `named`). */
  named?: boolean | 'words';
  showConfidence?: boolean;
}) {
  const language = otherLanguage(reading);
  if (language) return <LanguageNote language={language} />;
  return (
    <>
      <SentimentBadge
        sentiment={reading.sentiment}
        confidence={showConfidence ? reading.confidence : undefined}
        size={size}
        named={named}
      />
      {reading.sentiment.toUpperCase() === 'MIXED' && <MixedNote magnitude={reading.magnitude} />}
      {reading.ironic && <IronicNote />}
      {reading.uncertain && <UncertainNote />}
    </>
  );
}
