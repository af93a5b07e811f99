import * as fs from 'node:fs';
import * as path from 'node:path';
import { logSoftmax, softmax } from './aggregate';
import type { Domain } from './domains';

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

/**
 * When a text reads Mixed (mixed.ts): a part of it reads strongly positive and another strongly
 * negative, each at least `partConfidence` sure and together covering `partShare` of the text each,
 * and the text as a whole is not settled either way (its label's confidence below `wholeBelow`).
 */
export interface MixedRule {
  partConfidence: number;
  partShare: number;
  wholeBelow: number;
}

export interface Calibration {
  /**
   * Per head (sentiment, emotion, irony, bias, document): the logits are divided by it; 1 leaves a
   * head as trained. A domain's sentiment is the head `sentiment:<domain>` (sentimentHead).
   */
  temperatures: Record<string, number>;
  /** Per head, instead of its temperature. */
  vectors?: Record<string, VectorScaling>;
  /** A reading is ironic when its calibrated P(irony) is at least this (models with an irony head). */
  ironyAtLeast?: number;
  /** When a text reads Mixed; a model without one never reads Mixed. */
  mixed?: MixedRule;
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

/** The sentiment head as calibrated for a domain, where the calibration has one, else the general one. */
export function sentimentHead(calibration: Calibration, domain: Domain | undefined): string {
  const head = `sentiment:${domain ?? 'general'}`;
  return calibration.vectors?.[head] || calibration.temperatures[head] ? head : 'sentiment';
}

/** What each of a head's logits is multiplied by before the softmax (its vector's scale, or 1/T). */
export function logitScales(calibration: Calibration, head: string, classes: number): number[] {
  const vector = calibration.vectors?.[head];
  if (vector) return vector.scale;
  return new Array<number>(classes).fill(1 / temperatureOf(calibration, head));
}

/** A head's calibrated probabilities from its logits: its vector scaling, else its temperature. */
export function calibratedProbabilities(
  logits: readonly number[],
  calibration: Calibration,
  head: string,
): number[] {
  const vector = calibration.vectors?.[head];
  if (!vector) return softmax(logits, temperatureOf(calibration, head));
  // On the log probabilities, as the vector was fitted (withVector in evaluation/calibration-fit.ts):
  // with a scale per class, scaling the raw logits instead reads differently (it read 69% of the
  // news headlines Neutral where the fit reads 52%). A temperature reads the same either way.
  return softmax(logSoftmax(logits).map((z, i) => z * vector.scale[i] + vector.bias[i]));
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
  const mixed = parsed.mixed;
  if (mixed) {
    const unit = (x: unknown) => typeof x === 'number' && x > 0 && x <= 1;
    if (!unit(mixed.partConfidence) || !unit(mixed.partShare) || !unit(mixed.wholeBelow))
      fail('the mixed rule needs partConfidence, partShare and wholeBelow in (0, 1]');
  }
  const irony = parsed.ironyAtLeast;
  if (irony !== undefined && !(typeof irony === 'number' && irony > 0 && irony <= 1))
    fail('ironyAtLeast is not in (0, 1]');
  return {
    temperatures,
    ...(parsed.vectors && { vectors: parsed.vectors }),
    uncertain: parsed.uncertain ?? {},
    ...(parsed.termWeight !== undefined && { termWeight: parsed.termWeight }),
    ...(mixed && { mixed }),
    ...(irony !== undefined && { ironyAtLeast: irony }),
  };
}
