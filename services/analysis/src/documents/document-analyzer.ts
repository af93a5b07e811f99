import type { DocumentAnalysis, DocumentKind, KeySentence, ModelTier } from '@sentilog/contracts';
import { englishOnlyMessage, readsAsEnglish } from '@sentilog/contracts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { detectLanguage } from '../language/detect-language';
import { EMOTION_LABELS, evenSample, sentenceSpans, TextModels } from '../serving';
import {
  keySentences,
  overallReading,
  ReadSentence,
  sentencesPerTier,
  sentimentTerms,
  strongShares,
} from './document-reading';
import { words } from './words';
import { writeSummary } from './summary';

export type DocumentSentiment = DocumentAnalysis['sentiment'];

export interface AnalyzerOptions {
  fileName: string;
  kind: DocumentKind;
  /** Sentences the models read at most; longer documents are sampled evenly across their length. */
  maxSentences: number;
  /** Time the accurate model may spend on sentences; the fast model reads the rest. */
  accurateBudgetMs: number;
  batchSize?: number;
  /** Called with the share of model work done, in [0, 1]. */
  onProgress?: (done: number) => Promise<void> | void;
  now?: () => number;
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
 * Every sampled sentence read with its word weights: by the accurate model within the time budget,
 * by the fast one beyond it. Work is batched, yielding to the event loop between batches so the
 * job's lock keeps being renewed on long documents.
 */
async function readSentences(
  sample: readonly string[],
  models: TextModels,
  options: AnalyzerOptions,
): Promise<ReadSentence[]> {
  const now = options.now ?? Date.now;
  const read: ReadSentence[] = new Array(sample.length);
  const started = now();
  let tier: ModelTier = 'accurate';
  let done = 0;
  for (const batch of interleavedBatches(sample.length, options.batchSize ?? 64)) {
    if (tier === 'accurate' && now() - started >= options.accurateBudgetMs) tier = 'fast';
    const model = models.tier(tier);
    const out = await models.analyze(
      batch.map((i) => sample[i]),
      { tier, explain: true },
    );
    batch.forEach((i, k) => {
      const analysis = out[k];
      read[i] = {
        text: sample[i],
        analysis,
        tier: model,
        tokens: analysis.weighted?.text.windows.reduce((n, w) => n + w.ids.length - 2, 0) ?? 0,
        words: words(sample[i]).length,
      };
    });
    done += batch.length;
    await options.onProgress?.(done / sample.length);
    await yieldToEventLoop();
  }
  return read;
}

/**
 * Reads a document sentence by sentence and derives everything from those readings: the overall
 * label (calibrated, length-weighted), whether it is mixed, the sentiment terms their explanations
 * marked, the key sentences, and a summary that says how they fit together. Statistics count every
 * word; the models read every sentence, or an even sample of a very long document.
 */
export async function analyzeDocument(
  text: string,
  models: TextModels,
  options: AnalyzerOptions,
): Promise<DocumentSentiment> {
  const allWords = words(text);
  const sentences = sentenceSpans(text).map((s) => text.slice(s.start, s.end));
  const sampled = evenSample(sentences, options.maxSentences);
  if (sampled.length === 0)
    throw new Error('analyzeDocument needs text with at least one sentence');
  const language = detectLanguage(text).code;
  if (!readsAsEnglish(language)) return unreadDocument(text, sentences.length, language, options);
  // A sentence in another language inside an English document is left unread, as a pasted text
  // in that language would be, and counted apart.
  const { english: sample, otherLanguage } = englishSentences(sampled);
  if (sample.length === 0) {
    return unreadDocument(text, sentences.length, otherLanguage?.language ?? language, options);
  }
  const read = (await readSentences(sample, models, options)).filter((s) => s.tokens > 0);
  if (read.length === 0) throw new Error('analyzeDocument needs text with at least one word');

  const overall = overallReading(read, models.accurate);
  const { sentiment: o, emotion: e } = overall;
  const label = o.label.toLowerCase() as DocumentSentiment['sentiment'];
  const shares = strongShares(read, models.accurate.calibration.mixed?.partConfidence);
  const mixed = o.label === 'MIXED';
  const terms = sentimentTerms(read);
  const labels = { positive: 0, neutral: 0, negative: 0, mixed: 0 };
  for (const s of read)
    labels[s.analysis.sentiment.label.toLowerCase() as keyof typeof labels] += 1;
  const distribution = {
    positive: percent(labels.positive, read.length),
    neutral: percent(labels.neutral, read.length),
    negative: percent(labels.negative, read.length),
    mixed: percent(labels.mixed, read.length),
  };
  const mixedShares = {
    positive: round(100 * shares.positive, 1),
    negative: round(100 * shares.negative, 1),
  };
  const mostPositive = flagged(keySentences(read, 'POSITIVE'), read);
  const mostNegative = flagged(keySentences(read, 'NEGATIVE'), read);
  const score = round(o.score, 3);
  const confidence = round(o.confidence * 100, 1);
  const tiers = sentencesPerTier(read);

  return {
    sentiment: label,
    score,
    confidence,
    uncertain: o.uncertain,
    mixed,
    // The sentences' |P(positive) − P(negative)| averaged by length (the Mixed rule's parts).
    magnitude: round(o.magnitude, 3),
    language,
    wordCount: allWords.length,
    sentenceCount: sentences.length,
    ...terms,
    sentimentWordsFound: terms.positiveWords + terms.negativeWords,
    averageWordsPerSentence:
      sentences.length > 0 ? round(allWords.length / sentences.length, 1) : 0,
    emotion: e.label,
    emotions: Object.fromEntries(EMOTION_LABELS.map((l) => [l, round(e.scores[l], 4)])),
    summary: writeSummary({
      label,
      score,
      confidence,
      uncertain: o.uncertain,
      mixed,
      mixedShares,
      sentenceCount: sentences.length,
      sentencesRead: read.length,
      distribution,
      terms,
      emotion: e.label,
      tiers,
      otherLanguage,
      mostPositive: mostPositive[0],
      mostNegative: mostNegative[0],
    }),
    detailedAnalysis: {
      textLength: text.length,
      fileName: options.fileName,
      kind: options.kind,
      sentencesAnalyzed: read.length,
      sentimentDistribution: distribution,
      mixedShares,
      sentences: { mostPositive, mostNegative },
      otherLanguage,
      ironicSentences: read.filter((s) => s.analysis.sentiment.ironic).length,
      models: { sentences: tiers },
    },
  };
}

type OtherLanguage = DocumentSentiment['detailedAnalysis']['otherLanguage'];

/** The sentences the models may read, and those in another language counted by language. */
function englishSentences(sentences: readonly string[]): {
  english: string[];
  otherLanguage: OtherLanguage;
} {
  const english: string[] = [];
  const others = new Map<string, number>();
  for (const sentence of sentences) {
    const { code } = detectLanguage(sentence);
    if (readsAsEnglish(code)) english.push(sentence);
    else others.set(code, (others.get(code) ?? 0) + 1);
  }
  if (others.size === 0) return { english, otherLanguage: null };
  const [language] = [...others].sort((a, b) => b[1] - a[1])[0];
  const count = [...others.values()].reduce((n, c) => n + c, 0);
  return { english, otherLanguage: { language, sentences: count } };
}

/** Key sentences with their readings' flags (found by text: they are the read sentences' own). */
function flagged(
  sentences: ReturnType<typeof keySentences>,
  read: readonly ReadSentence[],
): KeySentence[] {
  const byText = new Map(read.map((s) => [s.text, s.analysis.sentiment]));
  return sentences.map((s) => {
    const sentiment = byText.get(s.text);
    return {
      ...s,
      uncertain: sentiment?.uncertain ?? false,
      ironic: sentiment?.ironic ?? false,
    };
  });
}

/**
 * A document in a language other than English: counted, not read. No label, confidence 0, the
 * emotions even, as a pasted text in that language is answered (serving/text-models.ts).
 */
function unreadDocument(
  text: string,
  sentenceCount: number,
  language: string,
  options: AnalyzerOptions,
): DocumentSentiment {
  const wordCount = words(text).length;
  const even = round(1 / EMOTION_LABELS.length, 4);
  return {
    sentiment: 'neutral',
    score: 0,
    confidence: 0,
    uncertain: true,
    mixed: false,
    magnitude: 0,
    language,
    wordCount,
    sentenceCount,
    positiveWords: 0,
    negativeWords: 0,
    sentimentWordsFound: 0,
    averageWordsPerSentence: sentenceCount > 0 ? round(wordCount / sentenceCount, 1) : 0,
    emotion: 'neutral',
    emotions: Object.fromEntries(EMOTION_LABELS.map((l) => [l, even])),
    summary: `${englishOnlyMessage(language)} The document was not read: it has no sentiment label, terms or key sentences.`,
    detailedAnalysis: {
      textLength: text.length,
      fileName: options.fileName,
      kind: options.kind,
      sentencesAnalyzed: 0,
      sentimentDistribution: { positive: 0, neutral: 0, negative: 0, mixed: 0 },
      mixedShares: { positive: 0, negative: 0 },
      sentences: { mostPositive: [], mostNegative: [] },
      otherLanguage: { language, sentences: sentenceCount },
      ironicSentences: 0,
      models: { sentences: [] },
    },
  };
}
