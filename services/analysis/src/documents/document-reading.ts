import type { ModelTier, ScoredSentence } from '@sentilog/contracts';
import {
  analysisOf,
  EMOTION_LABELS,
  isContentWord,
  type ReadPart,
  SENTIMENT_LABELS,
  calibratedProbabilities,
  TextAnalysis,
  TierModel,
  weightedMean,
} from '../serving';

// A document's figures, all from its sentences' readings: the overall label is their calibrated
// probabilities weighted by length (then the document head's temperature), so it cannot disagree
// with them; the indicators count the words their explanations marked; the key sentences are
// sentences that read that way. docs/architecture.md, "Documents".

/** One sentence of the document as a tier read it (with word weights). */
export interface ReadSentence {
  text: string;
  analysis: TextAnalysis;
  tier: TierModel;
  /** Tokens the model read: the sentence's weight in the overall reading. */
  tokens: number;
  /** Words as the statistics count them. */
  words: number;
}

/**
 * A sentence reads strongly one way at this calibrated confidence (right four times in five), where
 * the model's calibration has no Mixed rule to say it (mixed.ts).
 */
export const STRONG_CONFIDENCE = 0.8;
/** Headings and fragments shorter than this many words are never key sentences. */
export const KEY_SENTENCE_MIN_WORDS = 4;
/** Key sentences listed per side, and words shown for each. */
const KEY_SENTENCES = 3;
const KEY_SENTENCE_WORDS = 5;

/**
 * The document's sentiment and emotion: the sentences' calibrated probabilities averaged by tokens,
 * the sentiment then calibrated once more as a whole (the `document` head's vector scaling, fitted
 * on multi-sentence dev texts: an average leans toward Neutral) and judged by the document's
 * uncertainty rule; and Mixed by the same rule as a text's clauses (mixed.ts), over the clauses
 * of all its sentences (documentParts).
 */
export function overallReading(
  sentences: readonly ReadSentence[],
  head: Pick<TierModel, 'info' | 'calibration'>,
): TextAnalysis {
  const weights = sentences.map((s) => s.tokens);
  const mean = <L extends string>(
    labels: readonly L[],
    pick: (a: TextAnalysis) => Record<L, number>,
  ) =>
    weightedMean(
      sentences.map((s) => labels.map((l) => pick(s.analysis)[l])),
      weights,
    );
  const sentiment = calibratedProbabilities(
    mean(SENTIMENT_LABELS, (a) => a.sentiment.scores).map((p) => Math.log(Math.max(p, 1e-12))),
    head.calibration,
    'document',
  );
  const { uncertain } = head.calibration;
  const parts = documentParts(sentences);
  return analysisOf(
    sentiment,
    mean(EMOTION_LABELS, (a) => a.emotion.scores),
    {
      info: head.info,
      calibration: {
        ...head.calibration,
        uncertain: { sentiment: uncertain.document, emotion: uncertain.emotion },
      },
    },
    { parts },
  );
}

/**
 * The parts the Mixed rule weighs for a document: each sentence's clauses as its tier read them
 * (the parts a pasted text of that sentence is judged on), or the sentence whole where its tier
 * reads no clauses (the fast tier). A one-sentence review that reads Mixed as a text so reads Mixed
 * as a document too; judged on whole sentences, it read as its stronger side.
 */
export function documentParts(sentences: readonly ReadSentence[]): ReadPart[] {
  return sentences.flatMap(({ analysis, tokens }) =>
    analysis.parts && analysis.parts.length > 0
      ? analysis.parts
      : [{ probs: SENTIMENT_LABELS.map((l) => analysis.sentiment.scores[l]), tokens }],
  );
}

/**
 * Shares (0–1) of the text, by tokens, read strongly positive and strongly negative: over the
 * Mixed rule's parts at its part confidence, so the shares the summary states are the ones the
 * rule weighed.
 */
export function strongShares(
  sentences: readonly ReadSentence[],
  strong = STRONG_CONFIDENCE,
): {
  positive: number;
  negative: number;
} {
  const parts = documentParts(sentences);
  const total = parts.reduce((n, p) => n + p.tokens, 0);
  const share = (label: number) =>
    total === 0
      ? 0
      : parts.filter((p) => p.probs[label] >= strong).reduce((n, p) => n + p.tokens, 0) / total;
  return {
    positive: share(SENTIMENT_LABELS.indexOf('POSITIVE')),
    negative: share(SENTIMENT_LABELS.indexOf('NEGATIVE')),
  };
}

/**
 * Sentiment terms: content words whose weight pushed toward positive (negative) by at least the
 * reading tier's term weight (calibration.ts).
 */
export function sentimentTerms(sentences: readonly ReadSentence[]): {
  positiveWords: number;
  negativeWords: number;
} {
  let positiveWords = 0;
  let negativeWords = 0;
  for (const { analysis, tier } of sentences) {
    const weighted = analysis.weighted;
    if (!weighted) throw new Error('sentiment terms need sentences read with word weights');
    const threshold = tier.calibration.termWeight ?? 0;
    weighted.text.words.forEach((word, i) => {
      const weight = weighted.weights[i];
      if (!isContentWord(word.text) || weight === 0) return;
      if (weight >= threshold && weight > 0) positiveWords += 1;
      else if (weight <= -threshold && weight < 0) negativeWords += 1;
    });
  }
  return { positiveWords, negativeWords };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The sentences that read most positive (or negative): four words or more, labelled that way,
 * strongest score first, each with the words that moved it.
 */
export function keySentences(
  sentences: readonly ReadSentence[],
  label: 'POSITIVE' | 'NEGATIVE',
): ScoredSentence[] {
  const direction = label === 'POSITIVE' ? 1 : -1;
  return sentences
    .filter((s) => s.words >= KEY_SENTENCE_MIN_WORDS && s.analysis.sentiment.label === label)
    .sort((a, b) => direction * (b.analysis.sentiment.score - a.analysis.sentiment.score))
    .slice(0, KEY_SENTENCES)
    .map((s) => ({
      text: s.text,
      score: round(s.analysis.sentiment.score, 3),
      words: (s.analysis.explanation?.words ?? [])
        .slice(0, KEY_SENTENCE_WORDS)
        .map((w) => ({ ...w, weight: round(w.weight, 3) })),
      model: s.tier.info,
    }));
}

/** Sentences read per tier, accurate first. */
export function sentencesPerTier(
  sentences: readonly ReadSentence[],
): { tier: ModelTier; version: string; count: number }[] {
  const counts = new Map<string, { tier: ModelTier; version: string; count: number }>();
  for (const { tier } of sentences) {
    const key = `${tier.info.tier}@${tier.info.version}`;
    const entry = counts.get(key) ?? { ...tier.info, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) =>
    a.tier === 'accurate' ? -1 : b.tier === 'accurate' ? 1 : 0,
  );
}
