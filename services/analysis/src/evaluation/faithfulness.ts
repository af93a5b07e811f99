import * as tf from '@tensorflow/tfjs';
import type { EncoderClassifier } from '../serving/encoder/encoder-classifier';
import { isContentWord, windowedText, withWordPrior, type WordPrior } from '../serving';
import { seededRandom } from './random';

export { seededRandom };

// Faithfulness of explanations the ERASER way (DeYoung et al. 2020), on the accurate encoder's
// binary sentiment (P(POSITIVE) against P(NEGATIVE), as SST-2 is scored): a word ranking is
// faithful when taking its top k% of words out drops the predicted class's probability a lot
// (comprehensiveness) and keeping only them drops it little (sufficiency). Methods compared: the
// shares (each token's part of the mean-pooled head, from the same pass), the shares blended with
// each word's own sentiment as the service explains with (serving/word-prior.ts), gradient × input on the word embeddings, occlusion (each word left out in turn) and a random
// ranking. bench/explanations.mjs runs it on the SST-2 dev sentences.

export const METHODS = [
  'shares',
  'shares + word prior',
  'gradient × input',
  'occlusion',
  'random',
] as const;
export type Method = (typeof METHODS)[number];

/** The percentages of words ERASER takes out or keeps. */
export const ERASER_KS = [1, 5, 10, 20, 50];

/** A sentence as ids, and which word each id belongs to (-1 for [CLS] and [SEP]). */
export interface WordedSequence {
  ids: number[];
  wordOf: number[];
  /** Normalised words, in order. */
  words: string[];
}

export function wordedSequence(classifier: EncoderClassifier, text: string): WordedSequence {
  const windowed = windowedText(classifier.tokenizer, text);
  if (windowed.windows.length !== 1) throw new Error('the benchmark reads one-window sentences');
  const [window] = windowed.windows;
  return { ids: window.ids, wordOf: window.words, words: windowed.words.map((w) => w.text) };
}

/** Where POSITIVE and NEGATIVE sit among the classifier's logits. */
function polarityColumns(classifier: EncoderClassifier): { positive: number; negative: number } {
  let offset = 0;
  for (const head of classifier.model.config.tasks) {
    if (head.task === 'sentiment') {
      return {
        positive: offset + head.labels.indexOf('POSITIVE'),
        negative: offset + head.labels.indexOf('NEGATIVE'),
      };
    }
    offset += head.labels.length;
  }
  throw new Error('no sentiment head');
}

/** P(POSITIVE) of each id sequence, against NEGATIVE alone. */
export function positiveProbability(
  classifier: EncoderClassifier,
  sequences: readonly number[][],
): number[] {
  const { positive, negative } = polarityColumns(classifier);
  return classifier
    .logitsOfSequences(sequences, 8)
    .map((z) => 1 / (1 + Math.exp(z[negative] - z[positive])));
}

const perWord = (s: WordedSequence, perToken: readonly number[]) => {
  const out = new Array<number>(s.words.length).fill(0);
  s.wordOf.forEach((w, t) => {
    if (w >= 0) out[w] += perToken[t];
  });
  return out;
};

/** The shares the service explains with: POSITIVE's part of each token minus NEGATIVE's. */
function shares(classifier: EncoderClassifier, s: WordedSequence): number[] {
  const { positive, negative } = polarityColumns(classifier);
  const [reading] = classifier.readSequences([s.ids]);
  return perWord(
    s,
    reading.tokens.map((t) => t[positive] - t[negative]),
  );
}

/** ∂(z_POSITIVE − z_NEGATIVE)/∂e · e for each token's word embedding e, summed over its dimensions. */
function gradientTimesInput(classifier: EncoderClassifier, s: WordedSequence): number[] {
  const { positive, negative } = polarityColumns(classifier);
  const batch = classifier.batchOf([s.ids]);
  const perToken = tf.tidy(() => {
    const vectors = classifier.encoder.wordVectors(batch);
    const labels = classifier.heads.bias.shape[0];
    const direction = tf
      .oneHot([positive], labels)
      .sub(tf.oneHot([negative], labels))
      .reshape([-1, 1]) as tf.Tensor2D;
    const polarity = (x: tf.Tensor) => {
      const hidden = classifier.encoder.hiddenFrom(x as tf.Tensor2D, batch).mean(1) as tf.Tensor2D;
      return tf.matMul(tf.matMul(hidden, classifier.heads.weight), direction).sum();
    };
    const gradient = tf.grad(polarity)(vectors);
    return gradient.mul(vectors).sum(1).arraySync() as number[];
  });
  return perWord(s, perToken);
}

/** How far leaving each word out (alone) moves the polarity logit: one pass per word. */
function occlusion(classifier: EncoderClassifier, s: WordedSequence): number[] {
  const { positive, negative } = polarityColumns(classifier);
  const polarity = (z: number[]) => z[positive] - z[negative];
  const sequences = [s.ids, ...s.words.map((_, w) => s.ids.filter((__, t) => s.wordOf[t] !== w))];
  const logits = classifier.logitsOfSequences(sequences, 8);
  return s.words.map((_, w) => polarity(logits[0]) - polarity(logits[w + 1]));
}

/** Each word's weight toward POSITIVE by one method. */
export function wordWeightsBy(
  method: Method,
  classifier: EncoderClassifier,
  s: WordedSequence,
  random: () => number,
  prior: WordPrior = new Map(),
): number[] {
  switch (method) {
    case 'shares':
      return shares(classifier, s);
    case 'shares + word prior':
      return withWordPrior(
        s.words.map((text) => ({ text })),
        shares(classifier, s),
        prior,
      );
    case 'gradient × input':
      return gradientTimesInput(classifier, s);
    case 'occlusion':
      return occlusion(classifier, s);
    case 'random':
      return s.words.map(() => random() - 0.5);
  }
}

/**
 * Word indices from the one that supports the predicted class most to the least (for a random
 * ranking, shuffled). `contentOnly` ranks the words the service shows (content words) first.
 */
export function ranking(
  weights: readonly number[],
  predictedPositive: boolean,
  s: WordedSequence,
  contentOnly = false,
): number[] {
  const sign = predictedPositive ? 1 : -1;
  const order = weights.map((_, i) => i).sort((a, b) => sign * (weights[b] - weights[a]));
  if (!contentOnly) return order;
  return [
    ...order.filter((i) => isContentWord(s.words[i])),
    ...order.filter((i) => !isContentWord(s.words[i])),
  ];
}

/**
 * Comprehensiveness and sufficiency at each k% of the words (at least one word), for one sentence
 * and one ranking, in one batched pass over the 2·|ks| variants.
 */
export function eraser(
  classifier: EncoderClassifier,
  s: WordedSequence,
  order: readonly number[],
  ks: readonly number[] = ERASER_KS,
): { comprehensiveness: number[]; sufficiency: number[] } {
  const [p] = positiveProbability(classifier, [s.ids]);
  const positive = p >= 0.5;
  const py = (q: number) => (positive ? q : 1 - q);
  const variants: number[][] = [];
  for (const k of ks) {
    const top = new Set(order.slice(0, Math.max(1, Math.round((k / 100) * s.words.length))));
    const special = (t: number) => s.wordOf[t] < 0;
    variants.push(s.ids.filter((_, t) => special(t) || !top.has(s.wordOf[t])));
    variants.push(s.ids.filter((_, t) => special(t) || top.has(s.wordOf[t])));
  }
  const q = positiveProbability(classifier, variants);
  return {
    comprehensiveness: ks.map((_, i) => py(p) - py(q[2 * i])),
    sufficiency: ks.map((_, i) => py(p) - py(q[2 * i + 1])),
  };
}
