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
