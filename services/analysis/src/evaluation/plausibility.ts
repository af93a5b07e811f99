import type { TextAnalysis } from '../serving';
import type { TreeSentence } from './sst-trees';

// Whether the words a page highlights point the way people read them: SST's trees label every word
// on its own (0 very negative … 4 very positive), so for each sentence the highlighted words (the
// explanation's words, as the pages colour them) are set beside their own labels. Two figures:
// direction agreement — of the highlighted words people call positive or negative, the share
// coloured that way — and top-1 — the share of sentences whose strongest highlight is a word people
// gave a sentiment at all. `npm run bench -- explanations` prints both beside faithfulness.

export interface Plausibility {
  sentences: number;
  /** Highlighted words that SST labels positive or negative. */
  sentimentWords: number;
  directionAgreement: number;
  /** Sentences with at least one highlight. */
  highlighted: number;
  topIsSentimentWord: number;
}

const polarityOf = (label: number) => (label <= 1 ? -1 : label >= 3 ? 1 : 0);

/** Plausibility of explained readings of SST tree sentences (the analysis of `trees[i].text` at i). */
export function plausibility(
  trees: readonly TreeSentence[],
  analyses: readonly TextAnalysis[],
): Plausibility {
  let sentimentWords = 0;
  let agreeing = 0;
  let highlighted = 0;
  let topRight = 0;
  trees.forEach((tree, i) => {
    const words = analyses[i].explanation?.words ?? [];
    if (words.length === 0) return;
    highlighted += 1;
    const labelAt = (start: number, end: number) => {
      const leaf = tree.words.find((w) => start >= w.start && end <= w.end);
      return leaf ? polarityOf(leaf.label) : 0;
    };
    words.forEach((w, k) => {
      const polarity = labelAt(w.start, w.end);
      if (k === 0 && polarity !== 0) topRight += 1;
      if (polarity === 0) return;
      sentimentWords += 1;
      if (Math.sign(w.weight) === polarity) agreeing += 1;
    });
  });
  return {
    sentences: trees.length,
    sentimentWords,
    directionAgreement: agreeing / Math.max(1, sentimentWords),
    highlighted,
    topIsSentimentWord: topRight / Math.max(1, highlighted),
  };
}
