import type {
  DocumentAnalysis,
  DocumentKind,
  ModelTier,
  ScoredSentence,
} from '@sentilog/contracts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  EMOTION_LABELS,
  evenSample,
  readingOf,
  splitSentences,
  TaskProbabilities,
  TextAnalysis,
  textWindows,
  TextModels,
  TierModel,
} from '../models';
import { countLexiconTerms, words } from './lexicon';
import { writeSummary } from './summary';

export type DocumentSentiment = DocumentAnalysis['sentiment'];

export interface AnalyzerOptions {
  fileName: string;
  kind: DocumentKind;
  /** Sentences the models read at most; longer documents are sampled evenly across their length. */
  maxSentences: number;
  /** Time the accurate model may spend on sentences; the fast model scores the rest. */
  accurateBudgetMs: number;
  /** Windows of the whole text the accurate model reads for the overall result. */
  overallWindows?: number;
  batchSize?: number;
  /** Called with the share of model work done, in [0, 1]. */
  onProgress?: (done: number) => Promise<void> | void;
  now?: () => number;
}

const TOP_SENTENCES = 3;
const OVERALL_WINDOWS = 16;
/** Windows per encoder call: about 500 tokens (one encoder pass), so the event loop, and with it the
 * renewal of the job's lock, is never held for long, even on a busy machine. */
const WINDOWS_PER_PASS = 4;

/** The overall reading: up to maxWindows windows spread over the text, a few per turn of the loop. */
async function readWhole(
  text: string,
  model: TierModel,
  maxWindows: number,
): Promise<TextAnalysis> {
  const windows = evenSample(textWindows(model.tokenizer, text), maxWindows);
  const probs: TaskProbabilities[] = [];
  for (let start = 0; start < windows.length; start += WINDOWS_PER_PASS) {
    probs.push(...model.probabilities(windows.slice(start, start + WINDOWS_PER_PASS)));
    await yieldToEventLoop();
  }
  return readingOf(windows, probs, model.info);
}

/**
 * Batches of sentence indices, each an even spread over the whole sample (i, i + n, i + 2n, …), so
 * that however many batches the accurate model reads before its budget runs out, they cover the
 * document from start to end.
 */
export function interleavedBatches(count: number, batchSize: number): number[][] {
  const batches = Math.ceil(count / batchSize);
  return Array.from({ length: batches }, (_, b) =>
    Array.from({ length: Math.ceil((count - b) / batches) }, (_, k) => b + k * batches),
  );
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const percent = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole, 1) : 0);

/**
 * Reads a document: the accurate model gives the overall result from windows of whole sentences
 * spread over the text; then every sampled sentence is scored (accurate within the time budget, fast
 * beyond it) for the distribution and the most positive and negative sentences. Statistics and
 * lexicon counts cover every word. Work is batched, yielding to the event loop between batches so
 * the job's lock keeps being renewed on long documents.
 */
export async function analyzeDocument(
  text: string,
  models: TextModels,
  options: AnalyzerOptions,
): Promise<DocumentSentiment> {
  const now = options.now ?? Date.now;
  const allWords = words(text);
  const sentences = splitSentences(text);
  const sample = evenSample(sentences, options.maxSentences);
  if (sample.length === 0) throw new Error('analyzeDocument needs text with at least one sentence');
  const overall = await readWhole(text, models.accurate, options.overallWindows ?? OVERALL_WINDOWS);

  const readings: TextAnalysis[] = new Array(sample.length);
  const counts: Record<ModelTier, number> = { accurate: 0, fast: 0 };
  const started = now();
  let tier: ModelTier = 'accurate';
  let done = 0;
  for (const batch of interleavedBatches(sample.length, options.batchSize ?? 64)) {
    if (tier === 'accurate' && now() - started >= options.accurateBudgetMs) tier = 'fast';
    const out = models.analyze(
      batch.map((i) => sample[i]),
      { tier },
    );
    batch.forEach((i, k) => (readings[i] = out[k]));
    counts[tier] += batch.length;
    done += batch.length;
    await options.onProgress?.(done / sample.length);
    await yieldToEventLoop();
  }

  const scored: ScoredSentence[] = [];
  const labels = { positive: 0, neutral: 0, negative: 0 };
  sample.forEach((sentence, i) => {
    const s = readings[i].sentiment;
    scored.push({ text: sentence, score: round(s.score, 3) });
    labels[s.label.toLowerCase() as keyof typeof labels] += 1;
  });
  const { sentiment: o, emotion: e } = overall;
  const label = o.label.toLowerCase() as DocumentSentiment['sentiment'];
  const emotions = Object.fromEntries(EMOTION_LABELS.map((l) => [l, round(e.scores[l], 4)]));
  const emotion = e.label;
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
  const score = round(o.score, 3);
  const confidence = round(o.confidence * 100, 1);

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
      models: {
        overall: o.model,
        sentences: (['accurate', 'fast'] as const)
          .filter((t) => counts[t] > 0)
          .map((t) => ({ ...models.tier(t).info, count: counts[t] })),
      },
    },
  };
}
