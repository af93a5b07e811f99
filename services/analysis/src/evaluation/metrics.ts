/** Fraction of predictions equal to the gold label. */
export function accuracy(gold: readonly number[], predicted: readonly number[]): number {
  if (gold.length === 0) return 0;
  let correct = 0;
  gold.forEach((g, i) => {
    if (g === predicted[i]) correct++;
  });
  return correct / gold.length;
}

/** Per-class F1 (0 for a class that is never predicted nor gold), in label order. */
export function perClassF1(
  gold: readonly number[],
  predicted: readonly number[],
  classes: number,
): number[] {
  const tp = new Array<number>(classes).fill(0);
  const fp = new Array<number>(classes).fill(0);
  const fn = new Array<number>(classes).fill(0);
  gold.forEach((g, i) => {
    const p = predicted[i];
    if (g === p) tp[g]++;
    else {
      fp[p]++;
      fn[g]++;
    }
  });
  return tp.map((t, c) => (t === 0 ? 0 : (2 * t) / (2 * t + fp[c] + fn[c])));
}

/** Unweighted mean of the per-class F1 scores. */
export function macroF1(
  gold: readonly number[],
  predicted: readonly number[],
  classes: number,
): number {
  const f1 = perClassF1(gold, predicted, classes);
  return f1.reduce((a, b) => a + b, 0) / classes;
}

export function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

/** Equal-width confidence bins of the expected calibration error (Guo et al. 2017). */
export const ECE_BINS = 15;

/**
 * Expected calibration error: the top label's confidence against how often it is right, in
 * `bins` equal-width bins (lower, upper], each weighted by its share of the examples; 0 is perfect.
 * training/sentilog_training/metrics.py computes the same.
 */
export function expectedCalibrationError(
  probabilities: readonly (readonly number[])[],
  gold: readonly number[],
  bins = ECE_BINS,
): number {
  const top = probabilities.map((p) => argmax(p));
  return binnedCalibrationError(
    probabilities.map((p, i) => p[top[i]]),
    top.map((t, i) => t === gold[i]),
    bins,
  );
}

/** The same error from each reading's confidence and whether it was right. */
export function binnedCalibrationError(
  confidences: readonly number[],
  correct: readonly boolean[],
  bins = ECE_BINS,
): number {
  if (confidences.length === 0) return 0;
  const confidence = new Array<number>(bins).fill(0);
  const right = new Array<number>(bins).fill(0);
  const count = new Array<number>(bins).fill(0);
  confidences.forEach((c, i) => {
    const b = Math.min(bins - 1, Math.max(0, Math.ceil(c * bins) - 1));
    confidence[b] += c;
    right[b] += correct[i] ? 1 : 0;
    count[b] += 1;
  });
  let total = 0;
  for (let b = 0; b < bins; b++) {
    if (count[b] > 0) total += Math.abs(right[b] - confidence[b]) / confidences.length;
  }
  return total;
}

/** Mean negative log-likelihood of the gold labels. */
export function negativeLogLikelihood(
  probabilities: readonly (readonly number[])[],
  gold: readonly number[],
): number {
  if (gold.length === 0) return 0;
  let total = 0;
  probabilities.forEach((p, i) => (total -= Math.log(Math.max(p[gold[i]], 1e-12))));
  return total / gold.length;
}

/** Unweighted mean over the classes present in gold of their recall (SemEval-2017 Task 4's measure). */
export function macroRecall(gold: readonly number[], predicted: readonly number[]): number {
  const classes = [...new Set(gold)];
  const recalls = classes.map((c) => {
    const of = gold.map((g, i) => [g, predicted[i]]).filter(([g]) => g === c);
    return of.filter(([, p]) => p === c).length / of.length;
  });
  return recalls.reduce((a, b) => a + b, 0) / Math.max(1, recalls.length);
}

/** The share read right where a gold of `notNegative` is met by any label but `negative`. */
export function notNegativePassRate(
  gold: readonly number[],
  predicted: readonly number[],
  notNegative: number,
  negative: number,
): number {
  const ok = gold.map((g, i) =>
    g === notNegative ? predicted[i] !== negative : predicted[i] === g,
  );
  return ok.filter(Boolean).length / Math.max(1, ok.length);
}
