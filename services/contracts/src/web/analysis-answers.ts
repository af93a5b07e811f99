import type { ModelInfo, WordWeight } from '../answers/analysis';
import type { DocumentKind } from './analysis';

/** What the analysis routes answer (`/api/analyze/*`), and the limits the screens state. */

// The answers the OpenAPI document shows are classes in ../answers, documented there once; the
// browser takes their types only (erased from its bundle, like every `import type`).
export type {
  AnalyzeTextResponse,
  DocumentUploadAccepted,
  Explanation,
  ModelInfo,
  WordWeight,
} from '../answers/analysis';

/**
 * A sentence of a document with its model score, from -1 (negative) to 1 (positive), the words
 * that moved it (offsets within `text`) and the model that read it.
 */
export interface ScoredSentence {
  text: string;
  score: number;
  words: WordWeight[];
  model: ModelInfo;
}

/** A key sentence of a document: a scored sentence with its reading's flags. */
export interface KeySentence extends ScoredSentence {
  /** More often wrong than right at this confidence (shown as "Uncertain"). */
  uncertain: boolean;
  /** Positive wording over a negative situation: possibly irony or sarcasm. */
  ironic: boolean;
}

/** `POST /api/analyze/file`: the shape the Analyze screen reads (spec §3 "File analysis response"). */
export interface DocumentAnalysis {
  jobId: string;
  extractedText: string;
  sentiment: {
    /**
     * From the sentences' calibrated readings, weighted by their length; mixed when strongly
     * positive and strongly negative sentences each make up a fair share of the text and the whole
     * does not settle it (the same rule as a text's clauses). Neutral at confidence 0 for a
     * document not in English (language).
     */
    sentiment: 'positive' | 'negative' | 'neutral' | 'mixed';
    score: number;
    /** Percent, one decimal. */
    confidence: number;
    /** At this confidence the label is more often wrong than right (shown as "Uncertain"). */
    uncertain: boolean;
    /** The label is mixed (shares in detailedAnalysis.mixedShares). */
    mixed: boolean;
    /** How much feeling the text carries either way, in [0, 1]: its sentences' length-weighted mean. */
    magnitude: number;
    /**
     * ISO 639-1 code of the document's language ('und': too short to tell, read as English). A
     * document in another language is not read: no label, confidence 0, no key sentences.
     */
    language: string;
    wordCount: number;
    sentenceCount: number;
    /**
     * Sentiment terms, counted over the sentences read: words whose explanation weight pushed toward
     * positive (negative) by at least the model's term weight, so they come from the same readings
     * as the label.
     */
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
      sentimentDistribution: { positive: number; neutral: number; negative: number; mixed: number };
      /** Percent of the text (by tokens) read strongly positive and strongly negative. */
      mixedShares: { positive: number; negative: number };
      /** Key sentences: four words or more, read Positive (Negative), strongest first. */
      sentences: { mostPositive: KeySentence[]; mostNegative: KeySentence[] };
      /**
       * Sentences in a language other than English, left unread (they count toward no figure), and
       * the language most of them are in; null when there are none.
       */
      otherLanguage: { language: string; sentences: number } | null;
      /** Sentences read as ironic (positive wording over a negative situation). */
      ironicSentences: number;
      /**
       * The sentences each tier read (the accurate one for as long as its time budget allowed, the
       * fast one for the rest); the overall result comes from all of them.
       */
      models: { sentences: (ModelInfo & { count: number })[] };
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
