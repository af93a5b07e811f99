import { saveFile } from '../../../lib/save-file';
import type { DocumentAnalysis } from '../types';

/** The downloaded result of the spec (section 3, "Downloaded result file"). */
export interface ResultFile {
  fileName: string;
  analysisDate: string;
  sentiment: string;
  score: number;
  confidence: number;
  statistics: Pick<
    DocumentAnalysis['sentiment'],
    | 'wordCount'
    | 'sentenceCount'
    | 'positiveWords'
    | 'negativeWords'
    | 'sentimentWordsFound'
    | 'averageWordsPerSentence'
  >;
  detailedAnalysis: DocumentAnalysis['sentiment']['detailedAnalysis'];
}

/** 'report.final.pdf' → 'report.final': only the last extension goes. */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The file's name, `sentiment-analysis-{original name without extension}.json`, and its content. */
export function buildResultFile(
  originalName: string,
  analysis: DocumentAnalysis,
  analysedAt: Date,
): { name: string; content: ResultFile } {
  const s = analysis.sentiment;
  return {
    name: `sentiment-analysis-${baseName(originalName)}.json`,
    content: {
      fileName: originalName,
      analysisDate: analysedAt.toISOString(),
      sentiment: s.sentiment,
      score: s.score,
      confidence: s.confidence,
      statistics: {
        wordCount: s.wordCount,
        sentenceCount: s.sentenceCount,
        positiveWords: s.positiveWords,
        negativeWords: s.negativeWords,
        sentimentWordsFound: s.sentimentWordsFound,
        averageWordsPerSentence: s.averageWordsPerSentence,
      },
      detailedAnalysis: s.detailedAnalysis,
    },
  };
}

/** Saves JSON as a file (the browser's own download). */
export function saveJsonFile(name: string, content: unknown): void {
  saveFile(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }), name);
}
