/**
 * Weighted mean of per-segment probability vectors (weights: segment lengths), the overall distribution
 * of a long text. Segments with zero weight count only when every weight is zero.
 */
export function weightedMean(
  probabilities: readonly (readonly number[])[],
  weights: readonly number[],
): number[] {
  if (probabilities.length === 0) throw new Error('nothing to aggregate');
  if (probabilities.length !== weights.length) throw new Error('one weight per segment expected');
  const total = weights.reduce((a, b) => a + b, 0);
  const w = total > 0 ? weights.map((x) => x / total) : weights.map(() => 1 / weights.length);
  const out = new Array<number>(probabilities[0].length).fill(0);
  probabilities.forEach((p, i) => p.forEach((v, k) => (out[k] += w[i] * v)));
  return out;
}

/** Probabilities from logits, shifted by their maximum so that large logits stay finite. */
export function softmax(logits: readonly number[]): number[] {
  const max = Math.max(...logits);
  const exps = logits.map((x) => Math.exp(x - max));
  const sum = exps.reduce((x, y) => x + y, 0);
  return exps.map((e) => e / sum);
}
