import type { DocumentAnalysis } from '../types';

/** The downloaded result of the spec (section 3, "Downloaded result file"). */
export interface ResultFile {
  fileName: string;
  analysisDate: string;
  sentiment: string;
  score: number;
  confidence: number;
  statistics: {
    wordCount: number;
    sentenceCount: number;
    positiveWords: number;
    negativeWords: number;
    sentimentWordsFound: number;
    averageWordsPerSentence: number;
  };
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

/** Saves JSON as a file through a temporary link (the browser's own download). */
export function saveJsonFile(name: string, content: unknown): void {
  const blob = new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
