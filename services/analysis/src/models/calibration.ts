import * as fs from 'node:fs';
import * as path from 'node:path';
import { softmax } from './aggregate';

// Confidence that means what it says: each head's logits are divided by a temperature fitted on the
// dev sets (Guo et al. 2017) before the softmax, so that of the readings shown at 80%, about 80% are
// right. `npm run calibrate` fits the temperatures and the uncertainty rule on the dev sets and
// writes calibration.json beside the model's weights; the model cards report the expected
// calibration error before and after (docs/architecture.md, "Calibration").

export const CALIBRATION_FILE = 'calibration.json';
export const CALIBRATION_FORMAT = 'sentilog-calibration/1';

/** When a reading is shown as "Uncertain" beside its label, chosen on the dev sets. */
export interface UncertaintyRule {
  /** A calibrated confidence below this: readings like it are more often wrong than right. */
  confidenceBelow: number;
}

/**
 * Vector scaling (Guo et al. 2017): a scale and a bias per class on a head's logits, for a head one
 * temperature cannot calibrate (a document's reading leans toward Neutral when its sentences are
 * averaged; see the accurate model's card).
 */
export interface VectorScaling {
  scale: number[];
  bias: number[];
}

export interface Calibration {
  /** Per head (sentiment, emotion, bias, document): the logits are divided by it; 1 leaves a head as trained. */
  temperatures: Record<string, number>;
  /** Per head, instead of its temperature. */
  vectors?: Record<string, VectorScaling>;
  /** Per head, when its reading is uncertain; a head without a rule never is. */
  uncertain: Record<string, UncertaintyRule>;
  /**
   * How far from 0 a content word's explanation weight must be to count as a sentiment term (a
   * document's indicators); 0 (the default) counts every word that pushed at all.
   */
  termWeight?: number;
}

/** What calibration.json holds: the model it was fitted for, the values, and how (for the card). */
export interface CalibrationFile extends Calibration {
  format: string;
  /** The version of the model the values were fitted on; another version refuses them. */
  modelVersion: string;
  /** How they were fitted and what they did on the dev sets (read by people, not by the service). */
  report?: unknown;
}

/** Temperatures of 1 and no uncertainty rule: the model's own softmax. */
export const UNCALIBRATED: Calibration = Object.freeze({ temperatures: {}, uncertain: {} });

export function temperatureOf(calibration: Calibration, head: string): number {
  return calibration.temperatures[head] ?? 1;
}

/** A head's calibrated probabilities from its logits: its vector scaling, else its temperature. */
export function calibratedProbabilities(
  logits: readonly number[],
  calibration: Calibration,
  head: string,
): number[] {
  const vector = calibration.vectors?.[head];
  if (!vector) return softmax(logits, temperatureOf(calibration, head));
  return softmax(logits.map((z, i) => z * vector.scale[i] + vector.bias[i]));
}

/**
 * The calibration in `dir` for a model of `version`, or UNCALIBRATED when the directory has none
 * (test models; every shipped model has one, which shipped-models.spec.ts checks).
 */
export function readCalibration(dir: string, version: string): Calibration {
  const file = path.join(dir, CALIBRATION_FILE);
  if (!fs.existsSync(file)) return UNCALIBRATED;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CalibrationFile>;
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}; rerun npm run calibrate`);
  };
  if (parsed.format !== CALIBRATION_FORMAT) fail(`format ${String(parsed.format)}`);
  if (parsed.modelVersion !== version)
    fail(`fitted on version ${String(parsed.modelVersion)}, the model is ${version}`);
  const temperatures = parsed.temperatures ?? {};
  for (const [head, t] of Object.entries(temperatures)) {
    if (!(typeof t === 'number' && t > 0 && Number.isFinite(t)))
      fail(`the ${head} temperature is not a positive number`);
  }
  for (const [head, v] of Object.entries(parsed.vectors ?? {})) {
    const finite = (xs: unknown) =>
      Array.isArray(xs) && xs.every((x) => typeof x === 'number' && Number.isFinite(x));
    if (!finite(v.scale) || !finite(v.bias) || v.scale.length !== v.bias.length)
      fail(`the ${head} vector scaling needs as many finite scales as biases`);
  }
  return {
    temperatures,
    ...(parsed.vectors && { vectors: parsed.vectors }),
    uncertain: parsed.uncertain ?? {},
    ...(parsed.termWeight !== undefined && { termWeight: parsed.termWeight }),
  };
}
