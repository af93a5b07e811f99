import * as tf from '@tensorflow/tfjs';
import {
  padBatch,
  TextCnnWeights,
  textCnnLogits,
  textCnnLogitsBatched,
  windowMask,
} from './text-cnn';

describe('text CNN windows', () => {
  const batch = padBatch([[5, 6, 7, 8], [9]], 3);

  it('pads every sequence to the longest one, and at least to the widest window', () => {
    expect(batch.length).toBe(4);
    expect(Array.from(batch.ids)).toEqual([5, 6, 7, 8, 9, 0, 0, 0]);
    expect(padBatch([[1]], 5).length).toBe(5);
  });

  it('masks windows that start in padding but keeps one window for a short text', () => {
    expect(Array.from(windowMask(batch, 3))).toEqual([1, 1, 1, 0]);
  });
});

describe('text CNN forward pass', () => {
  let seed = 1;
  const random = (n: number) =>
    Float32Array.from(
      { length: n },
      () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2,
    );
  const dim = 4;
  const filters = 3;
  const config = { embeddingDim: dim, widths: [1, 2, 3], filters };
  const embedding = random(10 * dim);
  // The [PAD] row is zero, as in the exported student (nn.Embedding's padding_idx): a text shorter
  // than the widest window is read with zeros after it.
  embedding.fill(0, 0, dim);
  const kernels = config.widths.map((w) => random(w * dim * filters));
  const biases = config.widths.map(() => random(filters));
  const dense = random(config.widths.length * filters * 2);
  const denseBias = random(2);

  /** The CNN in plain JavaScript, text by text: the arithmetic the PyTorch student runs. */
  function reference(ids: number[]): number[] {
    const features: number[] = [];
    config.widths.forEach((w, c) => {
      const windows = Math.max(ids.length - w + 1, 1);
      for (let f = 0; f < filters; f++) {
        let best = 0; // ReLU outputs are never negative
        for (let t = 0; t < windows; t++) {
          let sum = biases[c][f];
          for (let j = 0; j < w; j++)
            for (let d = 0; d < dim; d++)
              sum +=
                (ids[t + j] === undefined ? 0 : embedding[ids[t + j] * dim + d]) *
                kernels[c][(j * dim + d) * filters + f];
          best = Math.max(best, sum);
        }
        features.push(best);
      }
    });
    return [0, 1].map(
      (k) => denseBias[k] + features.reduce((s, x, i) => s + x * dense[i * 2 + k], 0),
    );
  }

  it('gives conv1d logits equal to a plain evaluation of each text, whatever the batch pads', async () => {
    tf.enableProdMode();
    await tf.setBackend('cpu');
    const weights: TextCnnWeights = {
      convKernels: config.widths.map((w, c) => tf.tensor2d(kernels[c], [w * dim, filters])),
      convBiases: biases.map((b) => tf.tensor1d(b)),
      denseKernel: tf.tensor2d(dense, [config.widths.length * filters, 2]),
      denseBias: tf.tensor1d(denseBias),
    };
    const sequences = [[2, 3, 4, 5, 6, 7], [8], [9, 2, 3]];
    const together = textCnnLogits(config, embedding, weights, sequences);
    const batched = textCnnLogitsBatched(config, embedding, weights, sequences);
    sequences.forEach((ids, i) => {
      const expected = reference(ids);
      together[i].forEach((x, k) => expect(x).toBeCloseTo(expected[k], 5));
      batched[i].forEach((x, k) => expect(x).toBeCloseTo(expected[k], 5));
    });
  });
});
