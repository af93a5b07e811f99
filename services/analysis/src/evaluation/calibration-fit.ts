import { softmax } from '../serving/aggregate';
import type { VectorScaling } from '../serving/calibration';
import {
  argmax,
  binnedCalibrationError,
  expectedCalibrationError,
  negativeLogLikelihood,
} from './metrics';
import { seededRandom } from './random';

// Fitting the values of calibration.json on the dev sets (src/serving/calibration.ts says what they
// do). Each is chosen by a stated rule on held-out labels, never by hand; `npm run calibrate` runs
// them and the model cards give the results.

/** A labelled reading: the model's probabilities (as trained) and the gold label. */
export interface Labelled {
  probs: number[];
  gold: number;
  /** Its weight in a fit (default 1); balanced fits give each dev set the same total. */
  weight?: number;
}

/** Weights that give each named set the same total, so that no dev set outweighs another. */
export function balanced<T extends Labelled>(sets: readonly T[][]): (T & { weight: number })[] {
  return sets.flatMap((set) => set.map((e) => ({ ...e, weight: 1 / set.length })));
}

const logOf = (p: readonly number[]) => p.map((x) => Math.log(Math.max(x, 1e-12)));

/** The probabilities with a temperature applied to their logarithms (= to the logits). */
export function withTemperature(probs: readonly number[], temperature: number): number[] {
  return softmax(logOf(probs), temperature);
}

/**
 * Mean NLL at a temperature, by a log-softmax rather than the log of probabilities: far from the
 * optimum the gold label's probability underflows, and a clamped log would flatten the curve the
 * search walks down.
 */
function nllAt(examples: readonly Labelled[], temperature: number): number {
  let total = 0;
  let weights = 0;
  for (const { probs, gold, weight = 1 } of examples) {
    const z = logOf(probs).map((x) => x / temperature);
    const max = Math.max(...z);
    const logSum = max + Math.log(z.reduce((s, x) => s + Math.exp(x - max), 0));
    total += weight * (logSum - z[gold]);
    weights += weight;
  }
  return total / weights;
}

/**
 * The temperature with the least negative log-likelihood on the examples (Guo et al. 2017). The
 * NLL is convex in 1/T, so a golden-section search over 1/T in [0.05, 20] finds it.
 */
export function fitTemperature(examples: readonly Labelled[]): number {
  if (examples.length === 0) throw new Error('no examples to fit a temperature on');
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = 0.05;
  let hi = 20;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let fa = nllAt(examples, 1 / a);
  let fb = nllAt(examples, 1 / b);
  while (hi - lo > 1e-5) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = nllAt(examples, 1 / a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = nllAt(examples, 1 / b);
    }
  }
  return 1 / ((lo + hi) / 2);
}

/** A vector scaling's probabilities: softmax(scale · log p + bias), class by class. */
export function withVector(probs: readonly number[], vector: VectorScaling): number[] {
  return softmax(logOf(probs).map((z, i) => z * vector.scale[i] + vector.bias[i]));
}

/**
 * Vector scaling (a scale and a bias per class) with the least NLL, by gradient descent from the
 * identity; the bias of `anchor` stays 0 (only differences between biases matter).
 */
export function fitVectorScaling(examples: readonly Labelled[], anchor = 1): VectorScaling {
  if (examples.length === 0) throw new Error('no examples to fit a vector scaling on');
  const classes = examples[0].probs.length;
  const scale = new Array<number>(classes).fill(1);
  const bias = new Array<number>(classes).fill(0);
  const logs = examples.map((e) => logOf(e.probs));
  const weights = examples.map((e) => e.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  for (let step = 0; step < 3000; step++) {
    const gScale = new Array<number>(classes).fill(0);
    const gBias = new Array<number>(classes).fill(0);
    examples.forEach((e, n) => {
      const q = softmax(logs[n].map((z, i) => z * scale[i] + bias[i]));
      q.forEach((p, i) => {
        const d = (weights[n] * (p - (i === e.gold ? 1 : 0))) / total;
        gScale[i] += d * logs[n][i];
        gBias[i] += d;
      });
    });
    for (let i = 0; i < classes; i++) {
      scale[i] -= 0.1 * gScale[i];
      bias[i] -= 0.1 * gBias[i];
    }
    const shift = bias[anchor];
    for (let i = 0; i < classes; i++) bias[i] -= shift;
  }
  return { scale, bias };
}

/** Which of two halves an example falls in (alternating within each dev set). */
export const fold = (index: number) => index % 2;

/**
 * Every example calibrated by the fit on the other half (two-fold cross-fitting), so the error
 * reported after calibration is measured on examples the fit never saw.
 */
export function crossFitted(
  examples: readonly (Labelled & { fold: number })[],
  method: 'temperature' | 'vector' = 'temperature',
): number[][] {
  const fits = [0, 1].map((f) => {
    const half = examples.filter((e) => e.fold !== f);
    if (method === 'vector') {
      const vector = fitVectorScaling(half);
      return (p: number[]) => withVector(p, vector);
    }
    const t = fitTemperature(half);
    return (p: number[]) => withTemperature(p, t);
  });
  return examples.map((e) => fits[e.fold](e.probs));
}

/**
 * The ECE a perfectly calibrated model would show with these confidences on this many examples
 * (the mean over draws where each reading is right with the probability it claims): the noise
 * floor of the measurement. Below a few thousand examples it is not far from 0.03.
 */
export function eceFloor(confidences: readonly number[], draws = 200): number {
  const random = seededRandom(7);
  let total = 0;
  for (let d = 0; d < draws; d++) {
    total += binnedCalibrationError(
      confidences,
      confidences.map((c) => random() < c),
    );
  }
  return total / draws;
}

/** ECE and NLL of probabilities against gold labels, and the accuracy they give. */
export function calibrationScores(probs: readonly number[][], gold: readonly number[]) {
  return {
    n: gold.length,
    accuracy: gold.filter((g, i) => argmax(probs[i]) === g).length / Math.max(1, gold.length),
    ece: expectedCalibrationError(probs, gold),
    nll: negativeLogLikelihood(probs, gold),
  };
}

/** At least this many examples must lie beyond a threshold before it may be chosen. */
export const MIN_TAIL = 30;

/**
 * How often readings are right as confidence rises: the isotonic (non-decreasing) fit of
 * correctness on confidence, by pool-adjacent-violators, as [confidence, accuracy] steps.
 */
export function accuracyCurve(
  readings: readonly { confidence: number; correct: boolean }[],
): { from: number; accuracy: number; n: number }[] {
  const sorted = [...readings].sort((a, b) => a.confidence - b.confidence);
  const blocks: { from: number; right: number; n: number }[] = [];
  for (const r of sorted) {
    blocks.push({ from: r.confidence, right: r.correct ? 1 : 0, n: 1 });
    // Merge while the newest block is less accurate than the one before it.
    while (
      blocks.length > 1 &&
      blocks[blocks.length - 1].right / blocks[blocks.length - 1].n <=
        blocks[blocks.length - 2].right / blocks[blocks.length - 2].n
    ) {
      const last = blocks.pop() as (typeof blocks)[number];
      const before = blocks[blocks.length - 1];
      before.right += last.right;
      before.n += last.n;
    }
  }
  return blocks.map((b) => ({ from: b.from, accuracy: b.right / b.n, n: b.n }));
}

/**
 * The "Uncertain" confidence threshold: the confidence from which readings are right at least half
 * the time, by the isotonic fit of correctness on confidence; below it a reading is more often
 * wrong than right. Undefined when no reading is that weak (MIN_TAIL of them at least).
 */
export function uncertainBelow(
  readings: readonly { confidence: number; correct: boolean }[],
): number | undefined {
  const curve = accuracyCurve(readings);
  const weak = curve.filter((step) => step.accuracy < 0.5).reduce((n, step) => n + step.n, 0);
  const firstRight = curve.find((step) => step.accuracy >= 0.5);
  return weak >= MIN_TAIL && firstRight ? firstRight.from : undefined;
}

/** A word whose own sentiment is known (SST's word labels: −1 negative, 0 none, +1 positive) and its weight. */
export interface GoldWord {
  polarity: -1 | 0 | 1;
  weight: number;
}

/**
 * F1 of marking words as sentiment terms at a threshold: a word is marked positive when its weight
 * is at least `threshold`, negative when at most −threshold; a mark is right when it has the word's
 * own polarity.
 */
export function termF1(words: readonly GoldWord[], threshold: number): number {
  let marked = 0;
  let right = 0;
  let polar = 0;
  for (const w of words) {
    if (w.polarity !== 0) polar += 1;
    const mark =
      w.weight >= threshold && w.weight > 0 ? 1 : w.weight <= -threshold && w.weight < 0 ? -1 : 0;
    if (mark === 0) continue;
    marked += 1;
    if (mark === w.polarity) right += 1;
  }
  return marked === 0 || polar === 0 ? 0 : (2 * right) / (marked + polar);
}

/** The term weight with the best termF1 among the weights' own magnitudes (and 0). */
export function chooseTermWeight(words: readonly GoldWord[]): { weight: number; f1: number } {
  const candidates = [0, ...new Set(words.map((w) => Math.abs(w.weight)))].sort((a, b) => a - b);
  // Every 1/200th quantile is enough to find the peak, and keeps the search linear.
  const step = Math.max(1, Math.floor(candidates.length / 200));
  let best = { weight: 0, f1: termF1(words, 0) };
  for (let i = 0; i < candidates.length; i += step) {
    const f1 = termF1(words, candidates[i]);
    if (f1 > best.f1) best = { weight: candidates[i], f1 };
  }
  return best;
}
