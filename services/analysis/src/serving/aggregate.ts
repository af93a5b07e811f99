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

/** Log probabilities from logits: each logit less the log of their exponentials' sum. */
export function logSoftmax(logits: readonly number[]): number[] {
  let max = -Infinity;
  for (const z of logits) if (z > max) max = z;
  const logSum = max + Math.log(logits.reduce((sum, z) => sum + Math.exp(z - max), 0));
  return logits.map((z) => z - logSum);
}

/**
 * Probabilities from logits divided by a temperature (1: the plain softmax; see calibration.ts),
 * shifted by their maximum so that large logits stay finite.
 */
export function softmax(logits: readonly number[], temperature = 1): number[] {
  let max = -Infinity;
  for (const z of logits) if (z > max) max = z;
  const exps = logits.map((z) => Math.exp((z - max) / temperature));
  const sum = exps.reduce((x, y) => x + y, 0);
  return exps.map((e) => e / sum);
}
