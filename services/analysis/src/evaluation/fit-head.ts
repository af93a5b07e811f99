import type { VectorScaling } from '../serving/calibration';
import {
  balanced,
  calibrationScores,
  crossFitted,
  eceFloor,
  fitTemperature,
  fitVectorScaling,
  fold,
  Labelled,
  withTemperature,
  withVector,
} from './calibration-fit';
import { NEGATIVE, POSITIVE } from './dev-sets';

// One head's calibration fitted on some dev sets and judged on all of them (calibrate.ts,
// text-calibration.ts): the error before, and after with two-fold cross-fitting.

const round = (x: number, digits = 4) => Number(x.toFixed(digits));

/** One dev set's scores before and after calibration (cross-fitted where it was fitted on). */
export interface SetReport {
  head: string;
  set: string;
  n: number;
  accuracy: number;
  eceBefore: number;
  eceAfter: number;
  nllBefore: number;
  nllAfter: number;
  /** The ECE a perfectly calibrated model would show here (sampling noise). */
  eceFloor: number;
}

/** How a dev set is scored when its task differs from the head's: SST-2 is binary. */
export type View = (probs: number[], gold: number) => { probs: number[]; gold: number };

/** SST-2's binary decision, as its accuracy is scored: P(POSITIVE) against P(NEGATIVE). */
export const binaryView: View = (p, gold) => {
  const total = p[NEGATIVE] + p[POSITIVE];
  return { probs: [p[NEGATIVE] / total, p[POSITIVE] / total], gold: gold === POSITIVE ? 1 : 0 };
};

/**
 * Fits one head's temperature on the sets named in `fitOn` (pooled) and reports every set: ECE
 * before, and after with two-fold cross-fitting (sets not fitted on use the final temperature),
 * each set scored through its view when it has one.
 */
export function fitHead(
  head: string,
  sets: Record<string, Labelled[]>,
  fitOn: readonly string[],
  options: { views?: Record<string, View>; method?: 'temperature' | 'vector' } = {},
): {
  temperature?: number;
  vector?: VectorScaling;
  reports: SetReport[];
  crossFitted: Record<string, number[][]>;
} {
  const method = options.method ?? 'temperature';
  // Each dev set counts the same in the fit, whatever its size.
  const pooled = balanced(fitOn.map((name) => sets[name])).map((e) => e);
  let next = 0;
  const folded = fitOn.flatMap((name) =>
    sets[name].map((_, i) => ({ ...pooled[next++], fold: fold(i) })),
  );
  const vector = method === 'vector' ? fitVectorScaling(pooled) : undefined;
  const temperature = method === 'temperature' ? fitTemperature(pooled) : undefined;
  const calibrate = (p: number[]) =>
    vector ? withVector(p, vector) : withTemperature(p, temperature as number);
  const calibratedPool = crossFitted(folded, method);
  const after: Record<string, number[][]> = {};
  next = 0;
  for (const name of fitOn) after[name] = calibratedPool.slice(next, (next += sets[name].length));
  const reports = Object.entries(sets).map(([set, examples]) => {
    after[set] ??= examples.map((e) => calibrate(e.probs));
    const view: View = options.views?.[set] ?? ((probs, gold) => ({ probs, gold }));
    const seen = (probs: number[][]) => examples.map((e, i) => view(probs[i], e.gold));
    const beforeView = seen(examples.map((e) => e.probs));
    const afterView = seen(after[set]);
    const gold = beforeView.map((v) => v.gold);
    const before = calibrationScores(
      beforeView.map((v) => v.probs),
      gold,
    );
    const calibrated = calibrationScores(
      afterView.map((v) => v.probs),
      gold,
    );
    return {
      head,
      set: fitOn.includes(set) ? set : `${set} (not fitted on)`,
      n: before.n,
      accuracy: round(calibrated.accuracy),
      eceBefore: round(before.ece),
      eceAfter: round(calibrated.ece),
      nllBefore: round(before.nll),
      nllAfter: round(calibrated.nll),
      eceFloor: round(eceFloor(afterView.map((v) => Math.max(...v.probs)))),
    };
  });
  return {
    ...(temperature !== undefined && { temperature: round(temperature, 4) }),
    ...(vector && {
      vector: { scale: vector.scale.map((x) => round(x)), bias: vector.bias.map((x) => round(x)) },
    }),
    reports,
    crossFitted: after,
  };
}
