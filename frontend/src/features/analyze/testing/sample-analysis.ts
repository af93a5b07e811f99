import type { DocumentAnalysis } from '../types';

/** A file analysis as the gateway answers it, for the unit tests. */
export function sampleAnalysis(overrides: { extractedText?: string } = {}): DocumentAnalysis {
  return {
    jobId: '0b7c6a7e-4f3b-4a55-9d0e-5b1c2f3a4d5e',
    extractedText: overrides.extractedText ?? 'I love this. The service was terrible.',
    sentiment: {
      sentiment: 'positive',
      score: 0.42,
      confidence: 71.3,
      uncertain: false,
      mixed: false,
      magnitude: 0.48,
      language: 'en',
      wordCount: 1234,
      sentenceCount: 56,
      positiveWords: 30,
      negativeWords: 10,
      sentimentWordsFound: 40,
      averageWordsPerSentence: 22.0,
      emotion: 'joy',
      emotions: { joy: 0.61, sadness: 0.2, anger: 0.19 },
      summary: 'Overall the document reads as positive.',
      detailedAnalysis: {
        textLength: 6789,
        fileName: 'report.pdf',
        kind: 'pdf',
        sentencesAnalyzed: 56,
        sentimentDistribution: { positive: 60, neutral: 30, negative: 10, mixed: 0 },
        mixedShares: { positive: 55.2, negative: 8.1 },
        sentences: {
          mostPositive: [
            {
              text: 'I really love this.',
              score: 0.93,
              words: [{ word: 'love', start: 9, end: 13, weight: 1.2 }],
              model: { tier: 'accurate', version: '2.1.0' },
              uncertain: false,
              ironic: false,
            },
          ],
          mostNegative: [
            {
              text: 'The service was terrible.',
              score: -0.88,
              words: [{ word: 'terrible', start: 16, end: 24, weight: -1.4 }],
              model: { tier: 'accurate', version: '2.1.0' },
              uncertain: false,
              ironic: false,
            },
          ],
        },
        otherLanguage: null,
        ironicSentences: 0,
        models: {
          sentences: [{ tier: 'accurate', version: '2.1.0', count: 56 }],
        },
      },
    },
  };
}
