/** The analysis routes' vocabulary: labels, tiers and the limits the screens state. */

/** Longest text the text analysis accepts; longer material goes through document upload. */
export const MAX_TEXT_LENGTH = 100_000;
/** Largest upload accepted, in bytes (the Analyze screen states 10MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * A text's sentiment. MIXED: strong positive and strong negative parts (AWS Comprehend's MIXED); it
 * is a rule over the text's parts, not a class the models score (SentimentClass).
 */
export const SENTIMENT_LABELS = ['POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];
/** The classes the models give a probability each. */
export type SentimentClass = Exclude<SentimentLabel, 'MIXED'>;
export type EmotionLabel =
  'joy' | 'sadness' | 'anger' | 'fear' | 'surprise' | 'disgust' | 'neutral';
export type BiasLabel = 'LEFT' | 'CENTER' | 'RIGHT';

export type DocumentKind = 'txt' | 'pdf' | 'docx';

/**
 * The kinds of text the models read, each with its own sentiment calibration: news (headlines and
 * news sentences: good or bad news for the people in it), finance (company and market news, for its
 * investors), social (posts and comments), diary (journal entries), general (opinion and the rest).
 * A request that names none is read in the domain the model recognises.
 */
export const TEXT_DOMAINS = ['general', 'news', 'finance', 'social', 'diary'] as const;
export type TextDomain = (typeof TEXT_DOMAINS)[number];

/** accurate: the fine-tuned encoder; fast: the small network distilled from it, for bulk work. */
export const MODEL_TIERS = ['accurate', 'fast'] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

/**
 * What `analysis.text` answers depend on: the models and their calibration (`fingerprint`), and the
 * answer's shape (`answerFormat`, raised whenever AnalyzeTextResponse changes).
 */
export interface TextModelsVersion {
  fingerprint: string;
  answerFormat: number;
}

/** Raise it when AnalyzeTextResponse changes shape, so that kept answers of the old shape go unused. */
export const TEXT_ANSWER_FORMAT = 2;

/**
 * ISO 639-2's "undetermined": a text too short, or too unclear, to tell its language. SentiLog
 * reads it as English.
 */
export const UNDETERMINED_LANGUAGE = 'und';

/**
 * Whether SentiLog's models read a text in this language (an ISO 639-1 code): English, or
 * undetermined. Any other language gets no confident label: the pages say SentiLog reads English
 * text only.
 */
export function readsAsEnglish(language: string): boolean {
  return language === 'en' || language === UNDETERMINED_LANGUAGE;
}

/** A language's English name ('fr' → 'French'), for the pages' "this looks like French". */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    // Not a code Intl knows: say the code rather than nothing.
    return code;
  }
}

/** What the pages say instead of a label for a text in another language. */
export function englishOnlyMessage(code: string): string {
  return `SentiLog reads English text only; this looks like ${languageName(code)}.`;
}
