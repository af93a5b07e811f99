/** A sentence of the document with its model score, from -1 (negative) to 1 (positive). */
export interface ScoredSentence {
  text: string;
  score: number;
}

/** The statistics and sentiment of a document, as `POST /api/analyze/file` answers them. */
export interface DocumentSentiment {
  sentiment: string;
  score: number;
  /** Percent (0 to 100). */
  confidence: number;
  wordCount: number;
  sentenceCount: number;
  positiveWords: number;
  negativeWords: number;
  sentimentWordsFound: number;
  averageWordsPerSentence: number;
  emotion?: string;
  emotions?: Record<string, number>;
  summary?: string;
  detailedAnalysis: {
    textLength: number;
    fileName?: string;
    kind?: string;
    sentencesAnalyzed?: number;
    sentimentDistribution?: { positive: number; neutral: number; negative: number };
    sentences?: { mostPositive: ScoredSentence[]; mostNegative: ScoredSentence[] };
  };
}

/** The spec's "File analysis response". */
export interface DocumentAnalysis {
  jobId?: string;
  extractedText: string;
  sentiment: DocumentSentiment;
}

/** `GET /api/analyze/jobs/:id`: a BullMQ state, the progress in percent, and the outcome. */
export interface AnalysisJob {
  state: string;
  progress: number | object;
  result?: DocumentAnalysis;
  error?: string;
}
