import type { DocumentAnalysis } from '@sentilog/contracts/web';

// The document analysis API's answers, as the contracts define them for the gateway too.
export type {
  DocumentAnalysis,
  DocumentJobStatus as AnalysisJob,
  KeySentence,
  ScoredSentence,
} from '@sentilog/contracts/web';

/** The statistics and sentiment of a document. */
export type DocumentSentiment = DocumentAnalysis['sentiment'];
