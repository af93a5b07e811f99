import { englishOnlyMessage, readsAsEnglish, type ModelInfo } from '@sentilog/contracts/web';
import './word-highlights.css';

/** Beside a label the calibration marks uncertain (more often wrong than right, or ironic or mixed). */
export const UNCERTAIN_TEXT = 'Uncertain — the text may be ironic or mixed';

export function UncertainNote() {
  return (
    <span className="reading-uncertain" role="note" data-testid="uncertain-note">
      {UNCERTAIN_TEXT}
    </span>
  );
}

/** Beside a label the irony flag marks: what the flag means, in words. */
export const IRONIC_TEXT =
  'The wording is positive but the situation reads negative: this may be irony or sarcasm';

export function IronicNote() {
  return (
    <span className="reading-uncertain" role="note" data-testid="ironic-note">
      {IRONIC_TEXT}
    </span>
  );
}

/** Beside Mixed: strong feelings both ways, and how strong (the reading's magnitude, 0 to 1). */
export function MixedNote({ magnitude }: { magnitude?: number | null }) {
  return (
    <span className="reading-mixed" role="note" data-testid="mixed-note">
      Strong feelings both ways
      {typeof magnitude === 'number' && ` (magnitude ${magnitude.toFixed(2)} of 1)`}
    </span>
  );
}

/**
 * The language of a reading the models did not read (any but English), else null. A reading
 * without a language (stored before languages were detected) counts as English.
 */
export function otherLanguage(reading: { language?: string | null } | null | undefined) {
  const language = reading?.language;
  return language && !readsAsEnglish(language) ? language : null;
}

/**
 * In place of a label, for text in another language: "SentiLog reads English text only; this
 * looks like French." (the language's name from Intl.DisplayNames).
 */
export function LanguageNote({ language }: { language: string }) {
  return (
    <span className="reading-language" role="note" data-testid="language-note">
      {englishOnlyMessage(language)}
    </span>
  );
}

/** Which model answered: "Read by the accurate model (2.1.0)". */
export function ModelNote({ model }: { model: ModelInfo | null | undefined }) {
  if (!model) return null;
  return (
    <p className="reading-model" data-testid="model-note">
      Read by the {model.tier} model ({model.version})
    </p>
  );
}
