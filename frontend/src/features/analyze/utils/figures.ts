import type { DocumentSentiment } from '../types';

/** How much of the extracted text shows before 'Show Full Text' (spec section 9). */
const TEXT_PREVIEW_CHARS = 1000;

/** The first 1,000 characters with an ellipsis, or the whole text when it is no longer. */
export function previewText(text: string): { text: string; truncated: boolean } {
  if (text.length <= TEXT_PREVIEW_CHARS) return { text, truncated: false };
  return { text: `${text.slice(0, TEXT_PREVIEW_CHARS)}...`, truncated: true };
}

/** Sentiment words as a share of all words, as a percent with one decimal, e.g. '4.2%'. */
export function sentimentDensity(s: Pick<DocumentSentiment, 'sentimentWordsFound' | 'wordCount'>) {
  const percent = s.wordCount > 0 ? (100 * s.sentimentWordsFound) / s.wordCount : 0;
  return `${percent.toFixed(1)}%`;
}

/**
 * Positive and negative words as percentages of positive plus negative words (one decimal); both
 * zero when the document has no sentiment words.
 */
export function sentimentDistribution(
  s: Pick<DocumentSentiment, 'positiveWords' | 'negativeWords'>,
) {
  const total = s.positiveWords + s.negativeWords;
  if (total === 0) return { positive: 0, negative: 0 };
  const positive = Number(((100 * s.positiveWords) / total).toFixed(1));
  return { positive, negative: Number((100 - positive).toFixed(1)) };
}

/** 'joy' → 'Joy', 'NEGATIVE' → 'Negative'. */
export function titleCase(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;
}

/** Emotions from strongest to weakest. */
export function rankedEmotions(emotions: Record<string, number> | undefined) {
  return Object.entries(emotions ?? {})
    .filter(([, share]) => Number.isFinite(share))
    .sort(([, a], [, b]) => b - a);
}
