import * as tf from '@tensorflow/tfjs';
import { TextCnnWeights } from '../models/text-cnn';
import { WeightAverage } from './weight-average';

function weightsOf(value: number): TextCnnWeights {
  return {
    convKernels: [tf.fill([2, 1], value) as tf.Tensor2D],
    convBiases: [tf.fill([1], value) as tf.Tensor1D],
    denseKernel: tf.fill([1, 2], value) as tf.Tensor2D,
    denseBias: tf.fill([2], value) as tf.Tensor1D,
  };
}

describe('WeightAverage', () => {
  beforeAll(async () => {
    tf.enableProdMode();
    await tf.setBackend('cpu');
  });

  it('starts from the initial weights and, after the warm-up, follows new weights only partly', () => {
    const average = new WeightAverage(0.9, Float32Array.from([1, 1]), weightsOf(1));
    // The average takes the weights every 8 steps; the first fold is almost all warm-up.
    for (let step = 0; step < 7; step++) average.update(Float32Array.from([3, 3]), weightsOf(3));
    expect(Array.from(average.table)).toEqual([1, 1]);
    average.update(Float32Array.from([3, 3]), weightsOf(3));
    const warm = 0.5 ** 8; // min(0.9, 9 / 18) ** 8
    expect(average.table[0]).toBeCloseTo(warm * 1 + (1 - warm) * 3, 5);
    expect(average.weights.denseBias.dataSync()[0]).toBeCloseTo(warm * 1 + (1 - warm) * 3, 5);

    // Much later the decay caps the warm-up: each fold keeps 0.9 ** 8 of the old average.
    for (let step = 0; step < 8 * 100; step++)
      average.update(Float32Array.from([3, 3]), weightsOf(3));
    for (let step = 0; step < 8; step++) average.update(Float32Array.from([5, 5]), weightsOf(5));
    const keep = 0.9 ** 8;
    expect(average.table[1]).toBeCloseTo(keep * 3 + (1 - keep) * 5, 3);
    expect(average.weights.convKernels[0].dataSync()[1]).toBeCloseTo(keep * 3 + (1 - keep) * 5, 3);
    average.dispose();
  });
});
