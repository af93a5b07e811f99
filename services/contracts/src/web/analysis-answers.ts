/** What the analysis routes answer (`/api/analyze/*`), and the limits the screens state. */

/** Longest text the text analysis accepts; longer material goes through document upload. */
export const MAX_TEXT_LENGTH = 100_000;
/** Largest upload accepted, in bytes (the Analyze screen states 10MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type SentimentLabel = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';
export type EmotionLabel =
  'joy' | 'sadness' | 'anger' | 'fear' | 'surprise' | 'disgust' | 'neutral';
export type BiasLabel = 'LEFT' | 'CENTER' | 'RIGHT';

export type DocumentKind = 'txt' | 'pdf' | 'docx';

/** accurate: the fine-tuned encoder; fast: the small network distilled from it, for bulk work. */
export const MODEL_TIERS = ['accurate', 'fast'] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

/** Which model answered: its tier and its version (from its model.json). */
export interface ModelInfo {
  tier: ModelTier;
  version: string;
}

/** `POST /api/analyze/text`. */
export interface AnalyzeTextResponse {
  sentiment: SentimentLabel;
  emotion: EmotionLabel;
  score: number;
  confidence: number;
  emotions: Record<EmotionLabel, number>;
  model: ModelInfo;
}

/** A sentence of a document with its model score, from -1 (negative) to 1 (positive). */
export interface ScoredSentence {
  text: string;
  score: number;
}

/** `POST /api/analyze/file`: the shape the Analyze screen reads (spec §3 "File analysis response"). */
export interface DocumentAnalysis {
  jobId: string;
  extractedText: string;
  sentiment: {
    sentiment: 'positive' | 'negative' | 'neutral';
    score: number;
    /** Percent, one decimal. */
    confidence: number;
    wordCount: number;
    sentenceCount: number;
    positiveWords: number;
    negativeWords: number;
    sentimentWordsFound: number;
    averageWordsPerSentence: number;
    emotion: string;
    emotions: Record<string, number>;
    summary: string;
    detailedAnalysis: {
      textLength: number;
      fileName: string;
      kind: DocumentKind;
      /** Sentences read by the model (all of them, or an even sample of a very long document). */
      sentencesAnalyzed: number;
      sentimentDistribution: { positive: number; neutral: number; negative: number };
      sentences: { mostPositive: ScoredSentence[]; mostNegative: ScoredSentence[] };
      /**
       * The models that read it: `overall` gave the label, score and emotions (the accurate model
       * over windows of the whole text); `sentences` counts the sentences each tier scored (the
       * accurate one for as long as its time budget allowed, the fast one for the rest).
       */
      models: { overall: ModelInfo; sentences: (ModelInfo & { count: number })[] };
    };
  };
}

/** `GET /api/analyze/jobs/:id`: a BullMQ state, the progress, and the outcome. */
export interface DocumentJobStatus {
  state: string;
  /** Percent while the worker reports it; BullMQ lets a job store any JSON value here. */
  progress: number | string | boolean | object;
  result?: DocumentAnalysis;
  error?: string;
}
