/** The analysis routes' vocabulary: labels, tiers and the limits the screens state. */

/** Longest text the text analysis accepts; longer material goes through document upload. */
export const MAX_TEXT_LENGTH = 100_000;
/** Largest upload accepted, in bytes (the Analyze screen states 10MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type SentimentLabel = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE' | 'MIXED';
export type EmotionLabel =
  'joy' | 'sadness' | 'anger' | 'fear' | 'surprise' | 'disgust' | 'neutral';
export type BiasLabel = 'LEFT' | 'CENTER' | 'RIGHT';

export type DocumentKind = 'txt' | 'pdf' | 'docx';

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
export const TEXT_ANSWER_FORMAT = 1;
