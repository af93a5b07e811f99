import type { DocumentAnalysis, DocumentKind, ScoredSentence } from '@sentilog/contracts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  EMOTION_LABELS,
  EmotionModel,
  SentimentModel,
  splitSentences,
  weightedMean,
} from '../models';
import { countLexiconTerms, words } from './lexicon';
import { writeSummary } from './summary';

export type DocumentSentiment = DocumentAnalysis['sentiment'];

export interface AnalyzerOptions {
  fileName: string;
  kind: DocumentKind;
  /** Sentences the models read at most; longer documents are sampled evenly across their length. */
  maxSentences: number;
  batchSize?: number;
  /** Called with the share of model work done, in [0, 1]. */
  onProgress?: (done: number) => Promise<void> | void;
}

const TOP_SENTENCES = 3;

/** Every `step`-th sentence, so a sample covers the whole document rather than its beginning. */
export function evenSample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const percent = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole, 1) : 0);

/**
 * Reads a document sentence by sentence: the models score each sentence, the overall result is the
 * word-weighted mean, and statistics and lexicon counts cover every word. Work is batched, yielding
 * to the event loop between batches so the job's lock keeps being renewed on long documents.
 */
export async function analyzeDocument(
  text: string,
  models: { sentiment: SentimentModel; emotion: EmotionModel },
  options: AnalyzerOptions,
): Promise<DocumentSentiment> {
  const allWords = words(text);
  const sentences = splitSentences(text);
  const sample = evenSample(sentences, options.maxSentences);
  const batchSize = options.batchSize ?? 128;

  const scored: ScoredSentence[] = [];
  const sentimentProbs: number[][] = [];
  const emotionProbs: number[][] = [];
  const weights: number[] = [];
  const labels = { positive: 0, neutral: 0, negative: 0 };
  for (let start = 0; start < sample.length; start += batchSize) {
    const batch = sample.slice(start, start + batchSize);
    const sentiments = models.sentiment.predict(batch);
    const emotions = models.emotion.predict(batch);
    batch.forEach((sentence, i) => {
      const s = sentiments[i];
      sentimentProbs.push([s.scores.POSITIVE, s.scores.NEUTRAL, s.scores.NEGATIVE]);
      emotionProbs.push(EMOTION_LABELS.map((l) => emotions[i].scores[l]));
      weights.push(words(sentence).length);
      scored.push({ text: sentence, score: round(s.score, 3) });
      labels[s.label.toLowerCase() as keyof typeof labels] += 1;
    });
    await options.onProgress?.(Math.min(1, (start + batch.length) / sample.length));
    await yieldToEventLoop();
  }

  if (sample.length === 0) throw new Error('analyzeDocument needs text with at least one sentence');
  const [positive, neutral, negative] = weightedMean(sentimentProbs, weights);
  const best = Math.max(positive, neutral, negative);
  const label = best === positive ? 'positive' : best === negative ? 'negative' : 'neutral';
  const emotionMean = weightedMean(emotionProbs, weights);
  const emotions = Object.fromEntries(EMOTION_LABELS.map((l, i) => [l, round(emotionMean[i], 4)]));
  const emotion = EMOTION_LABELS[emotionMean.indexOf(Math.max(...emotionMean))];
  const byScore = [...scored].sort((a, b) => b.score - a.score);
  const mostPositive = byScore.filter((s) => s.score > 0).slice(0, TOP_SENTENCES);
  const mostNegative = byScore
    .filter((s) => s.score < 0)
    .reverse()
    .slice(0, TOP_SENTENCES);
  const distribution = {
    positive: percent(labels.positive, sample.length),
    neutral: percent(labels.neutral, sample.length),
    negative: percent(labels.negative, sample.length),
  };
  const score = round(positive - negative, 3);
  const confidence = round(best * 100, 1);

  return {
    sentiment: label,
    score,
    confidence,
    wordCount: allWords.length,
    sentenceCount: sentences.length,
    ...countLexiconTerms(allWords),
    averageWordsPerSentence:
      sentences.length > 0 ? round(allWords.length / sentences.length, 1) : 0,
    emotion,
    emotions,
    summary: writeSummary({
      label,
      score,
      confidence,
      sentenceCount: sentences.length,
      distribution,
      emotion,
      mostPositive: mostPositive[0],
      mostNegative: mostNegative[0],
    }),
    detailedAnalysis: {
      textLength: text.length,
      fileName: options.fileName,
      kind: options.kind,
      sentencesAnalyzed: sample.length,
      sentimentDistribution: distribution,
      sentences: { mostPositive, mostNegative },
    },
  };
}
