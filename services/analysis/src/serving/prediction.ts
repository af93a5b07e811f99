import type { ModelInfo } from '@sentilog/contracts';
import type { UncertaintyRule } from './calibration';

// A label with its calibrated probabilities, as every model answers it (text-models.ts, bias-model.ts).

export interface Prediction<L extends string> {
  label: L;
  /** Probability per label (calibrated); they sum to 1. */
  scores: Record<L, number>;
  /** Probability of the chosen label (0 when the text has no words). */
  confidence: number;
  /** Readings at this confidence are more often wrong than right (calibration.ts). */
  uncertain: boolean;
  /** The tier and version of the model that answered. */
  model: ModelInfo;
}

// Built with plain loops: the fast tier makes one of these per sentence, thousands a second.
export function toPrediction<L extends string>(
  labels: readonly L[],
  probs: readonly number[] | undefined,
  fallback: L,
  rule: UncertaintyRule | undefined,
): Omit<Prediction<L>, 'model'> {
  const scores = {} as Record<L, number>;
  if (!probs) {
    // No words to read: an even spread and no confidence, labelled with the task's neutral class.
    for (const label of labels) scores[label] = 1 / labels.length;
    return { label: fallback, scores, confidence: 0, uncertain: false };
  }
  let best = 0;
  for (let i = 0; i < labels.length; i++) {
    scores[labels[i]] = probs[i];
    if (probs[i] > probs[best]) best = i;
  }
  const uncertain = rule !== undefined && probs[best] < rule.confidenceBelow;
  return { label: labels[best], scores, confidence: probs[best], uncertain };
}
