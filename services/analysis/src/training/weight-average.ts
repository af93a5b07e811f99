import * as tf from '@tensorflow/tfjs';
import { namedCnnWeights, TextCnnWeights } from '../models/text-cnn';

/**
 * Exponential moving average (Polyak averaging) of a text CNN's weights and of its embedding table,
 * which lives in JavaScript during training.
 */
// Folding the whole embedding table in costs more than a training step, so the average takes the
// weights every few steps with the decay raised to that power, which is nearly the same average.
const EVERY = 8;

export class WeightAverage {
  readonly table: Float32Array;
  readonly weights: TextCnnWeights;
  private readonly named: Record<string, tf.Variable>;
  private steps = 0;

  constructor(
    private readonly decay: number,
    table: Float32Array,
    weights: TextCnnWeights,
  ) {
    this.table = Float32Array.from(table);
    const copy = <T extends tf.Tensor>(t: T) => tf.variable(t.clone(), false) as unknown as T;
    this.weights = {
      convKernels: weights.convKernels.map(copy),
      convBiases: weights.convBiases.map(copy),
      denseKernel: copy(weights.denseKernel),
      denseBias: copy(weights.denseBias),
    };
    this.named = namedCnnWeights(this.weights) as Record<string, tf.Variable>;
  }

  /** Called after every training step; folds the current weights into the average. */
  update(table: Float32Array, weights: TextCnnWeights): void {
    this.steps++;
    if (this.steps % EVERY !== 0) return;
    // Warm-up as TensorFlow's ExponentialMovingAverage with num_updates: the first steps' random
    // weights fade out quickly instead of dominating the average for thousands of steps.
    const d = Math.min(this.decay, (1 + this.steps) / (10 + this.steps)) ** EVERY;
    const avg = this.table;
    for (let k = 0; k < avg.length; k++) avg[k] = d * avg[k] + (1 - d) * table[k];
    const current = namedCnnWeights(weights);
    tf.tidy(() => {
      for (const [name, v] of Object.entries(this.named)) {
        v.assign(tf.add(tf.mul(v, d), tf.mul(current[name], 1 - d)));
      }
    });
  }

  dispose(): void {
    tf.dispose(Object.values(this.named));
  }
}
