import * as tf from '@tensorflow/tfjs';
import { foldTextCnn, textCnnLogits } from './text-cnn';

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

  it('gives, with the convolution folded into the table, the logits of a plain evaluation', async () => {
    tf.enableProdMode();
    await tf.setBackend('cpu');
    const folded = foldTextCnn(config, {
      embedding: tf.tensor2d(embedding, [10, dim]),
      convKernels: config.widths.map((w, c) => tf.tensor2d(kernels[c], [w * dim, filters])),
      convBiases: biases.map((b) => tf.tensor1d(b)),
      denseKernel: tf.tensor2d(dense, [config.widths.length * filters, 2]),
      denseBias: tf.tensor1d(denseBias),
    });
    // Longer than every window, exactly one window long, and shorter than the widest window.
    for (const ids of [[2, 3, 4, 5, 6, 7], [9, 2, 3], [8]]) {
      const expected = reference(ids);
      const actual = textCnnLogits(folded, ids);
      expect(actual).toHaveLength(2);
      actual.forEach((x, k) => expect(x).toBeCloseTo(expected[k], 5));
    }
  });
});
