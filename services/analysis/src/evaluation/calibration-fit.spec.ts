import {
  accuracyCurve,
  balanced,
  chooseTermWeight,
  crossFitted,
  eceFloor,
  fitVectorScaling,
  fitTemperature,
  termF1,
  uncertainBelow,
  withTemperature,
  withVector,
} from './calibration-fit';
import { expectedCalibrationError, negativeLogLikelihood } from './metrics';
import { calibratedProbabilities } from '../serving/calibration';
import { softmax } from '../serving/aggregate';

/** An over-confident fixture: always 95% sure, right 70% of the time. */
function overconfident(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const right = i % 10 < 7;
    const top = i % 3;
    return {
      probs: [0, 1, 2].map((k) => (k === top ? 0.95 : 0.025)),
      gold: right ? top : (top + 1) % 3,
    };
  });
}

describe('temperature scaling', () => {
  const examples = overconfident(300);
  const nll = (t: number) =>
    negativeLogLikelihood(
      examples.map((e) => withTemperature(e.probs, t)),
      examples.map((e) => e.gold),
    );

  it('fits a temperature that lowers the NLL of an over-confident fixture, and softens it', () => {
    const t = fitTemperature(examples);
    expect(t).toBeGreaterThan(1);
    expect(nll(t)).toBeLessThan(nll(1));
    // The minimum: a little hotter or colder is worse.
    expect(nll(t)).toBeLessThanOrEqual(nll(t * 1.05));
    expect(nll(t)).toBeLessThanOrEqual(nll(t / 1.05));
    const calibrated = examples.map((e) => withTemperature(e.probs, t));
    // Right 70% of the time: calibrated, it says about 70%, and the calibration error falls.
    expect(Math.max(...calibrated[0])).toBeCloseTo(0.7, 1);
    const gold = examples.map((e) => e.gold);
    expect(expectedCalibrationError(calibrated, gold)).toBeLessThan(
      expectedCalibrationError(
        examples.map((e) => e.probs),
        gold,
      ),
    );
  });

  it('leaves calibrated probabilities alone (temperature 1) and cross-fits on the other half', () => {
    expect(withTemperature([0.2, 0.3, 0.5], 1).map((p) => p.toFixed(6))).toEqual([
      '0.200000',
      '0.300000',
      '0.500000',
    ]);
    const folded = examples.map((e, i) => ({ ...e, fold: i % 2 }));
    expect(crossFitted(folded)).toHaveLength(examples.length);
  });
});

describe('uncertainty thresholds', () => {
  it('marks as uncertain the confidences at which readings are more often wrong than right', () => {
    // 60 readings at 0.4 (right 20 times), 50 at 0.6 (right 30), 100 at 0.9 (right 90).
    const readings = [
      ...Array.from({ length: 60 }, (_, i) => ({ confidence: 0.4, correct: i < 20 })),
      ...Array.from({ length: 50 }, (_, i) => ({ confidence: 0.6, correct: i < 30 })),
      ...Array.from({ length: 100 }, (_, i) => ({ confidence: 0.9, correct: i < 90 })),
    ];
    expect(accuracyCurve(readings).map((s) => [s.from, Number(s.accuracy.toFixed(3))])).toEqual([
      [0.4, 0.333],
      [0.6, 0.6],
      [0.9, 0.9],
    ]);
    expect(uncertainBelow(readings)).toBe(0.6);
    // Nothing is that weak: no threshold.
    expect(uncertainBelow(readings.map((r) => ({ ...r, correct: true })))).toBeUndefined();
  });

  it('pools readings whose accuracy falls as confidence rises (isotonic fit)', () => {
    const readings = [
      { confidence: 0.5, correct: true },
      { confidence: 0.6, correct: false },
      { confidence: 0.7, correct: true },
    ];
    expect(accuracyCurve(readings)).toEqual([
      { from: 0.5, accuracy: 0.5, n: 2 },
      { from: 0.7, accuracy: 1, n: 1 },
    ]);
  });
});

describe('vector scaling, balance and the noise floor', () => {
  it('fits a scale and bias per class that undo a lean toward one class', () => {
    // Readings that put 0.5 on the middle class, but the gold is mostly the first class.
    const examples = Array.from({ length: 400 }, (_, i) => ({
      probs: [0.35, 0.5, 0.15],
      gold: i % 10 < 7 ? 0 : 1,
    }));
    const vector = fitVectorScaling(examples);
    expect(vector.bias[1]).toBe(0);
    const calibrated = withVector(examples[0].probs, vector);
    expect(calibrated[0]).toBeCloseTo(0.7, 1);
    expect(calibrated[1]).toBeCloseTo(0.3, 1);
  });

  it('is applied by the service exactly as it was fitted, on the log probabilities', () => {
    // Unequal scales: on raw logits instead of log probabilities the reading would differ.
    const vector = { scale: [0.72, 1.04, 0.77], bias: [0.43, 0, 0.33] };
    const logits = [2.5, 4, 1];
    const served = calibratedProbabilities(
      logits,
      { temperatures: {}, vectors: { v: vector }, uncertain: {} },
      'v',
    );
    const fitted = withVector(softmax(logits), vector);
    served.forEach((p, i) => expect(p).toBeCloseTo(fitted[i], 10));
  });

  it('weighs each set the same whatever its size', () => {
    const small = [{ probs: [0.5, 0.5], gold: 0 }];
    const large = Array.from({ length: 9 }, () => ({ probs: [0.5, 0.5], gold: 1 }));
    const weights = balanced([small, large]).map((e) => e.weight);
    expect(weights[0]).toBe(1);
    expect(weights.slice(1).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('gives the ECE a calibrated model shows on this many examples, smaller with more', () => {
    const few = eceFloor(Array.from({ length: 100 }, () => 0.8));
    const many = eceFloor(Array.from({ length: 10_000 }, () => 0.8));
    expect(few).toBeGreaterThan(many);
    expect(many).toBeLessThan(0.01);
    expect(few).toBeGreaterThan(0.01);
  });
});

describe('term weight', () => {
  it('chooses the threshold that marks words with their own polarity best', () => {
    const words = [
      { polarity: 1 as const, weight: 0.9 },
      { polarity: -1 as const, weight: -0.8 },
      { polarity: 0 as const, weight: 0.2 },
      { polarity: 0 as const, weight: -0.25 },
    ];
    expect(termF1(words, 0)).toBeCloseTo((2 * 2) / (4 + 2));
    const best = chooseTermWeight(words);
    expect(best.f1).toBe(1);
    expect(best.weight).toBeGreaterThan(0.25);
    expect(best.weight).toBeLessThanOrEqual(0.8);
  });
});
