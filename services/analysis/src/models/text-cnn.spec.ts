import * as tf from '@tensorflow/tfjs';
import {
  ForwardOps,
  padBatch,
  TextCnnWeights,
  textCnnLogits,
  textCnnPredict,
  windowIds,
  windowMask,
} from './text-cnn';

describe('text CNN windows', () => {
  const batch = padBatch([[5, 6, 7, 8], [9]], 3);

  it('pads every sequence to the longest one, and at least to the widest window', () => {
    expect(batch.length).toBe(4);
    expect(Array.from(batch.ids)).toEqual([5, 6, 7, 8, 9, 0, 0, 0]);
    expect(padBatch([[1]], 5).length).toBe(5);
  });

  it('lists the token ids of every window', () => {
    expect(Array.from(windowIds(batch, 3))).toEqual([5, 6, 7, 6, 7, 8, 9, 0, 0, 0, 0, 0]);
  });

  it('masks windows that start in padding but keeps one window for a short text', () => {
    expect(Array.from(windowMask(batch, 3))).toEqual([1, 1, 1, 0]);
  });
});

describe('text CNN forward passes', () => {
  it('gives the same probabilities through conv1d (inference) as through window matrices (training)', async () => {
    tf.enableProdMode();
    await tf.setBackend('cpu');
    let seed = 1;
    const random = (n: number) =>
      Float32Array.from(
        { length: n },
        () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2,
      );
    const config = { embeddingDim: 4, widths: [2, 3], filters: 3, maxTokens: 10, members: 1 };
    const embedding = tf.tensor2d(random(10 * 4), [10, 4]);
    const weights: TextCnnWeights = {
      convKernels: config.widths.map((w) => tf.tensor2d(random(w * 4 * 3), [w * 4, 3])),
      convBiases: config.widths.map(() => tf.tensor1d(random(3))),
      denseKernel: tf.tensor2d(random(6 * 2), [6, 2]),
      denseBias: tf.tensor1d(random(2)),
    };
    const sequences = [[2, 3, 4, 5, 6, 7], [8], [9, 2, 3]];

    const fast = textCnnPredict(config, embedding.dataSync() as Float32Array, weights, sequences);

    const batch = padBatch(sequences, 3);
    const table = embedding.arraySync();
    const windows = config.widths.map((w) => {
      const ids = Array.from(windowIds(batch, w));
      const rows = ids.length / w;
      return tf.tensor2d(
        ids.flatMap((id) => table[id]),
        [rows, w * 4],
      );
    });
    const masks = config.widths.map((w) => {
      const m = windowMask(batch, w);
      return tf.tensor2d(m, [m.length, 1]);
    });
    const ops: ForwardOps = {
      matMul: (a, b) => tf.matMul(a, b),
      maxOverTime: (x) => tf.max(x, 1),
      pooled: (x) => x,
    };
    const reference = tf
      .softmax(textCnnLogits(weights, windows, masks, batch.batchSize, ops))
      .arraySync();

    fast.forEach((row, i) => row.forEach((p, k) => expect(p).toBeCloseTo(reference[i][k], 5)));
  });
});
