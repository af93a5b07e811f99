import * as tf from '@tensorflow/tfjs';
import { foldTextCnn, textCnnLogits, textCnnRead } from './text-cnn';

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

  it('gives every token its share of the logits: without biases they add up to them exactly', async () => {
    await tf.setBackend('cpu');
    const folded = foldTextCnn(config, {
      embedding: tf.tensor2d(embedding, [10, dim]),
      convKernels: config.widths.map((w, c) => tf.tensor2d(kernels[c], [w * dim, filters])),
      convBiases: biases.map(() => tf.zeros([filters]) as tf.Tensor1D),
      denseKernel: tf.tensor2d(dense, [config.widths.length * filters, 2]),
      denseBias: tf.zeros([2]) as tf.Tensor1D,
    });
    // Longer than the widest window: no [PAD] in any window, so nothing is left to the bias.
    const ids = [2, 3, 4, 5, 6, 7];
    const { logits, tokens } = textCnnRead(folded, ids, true);
    expect(logits).toEqual(textCnnLogits(folded, ids));
    expect(tokens).toHaveLength(ids.length);
    logits.forEach((z, k) => expect(tokens!.reduce((sum, t) => sum + t[k], 0)).toBeCloseTo(z, 5));
    expect(textCnnRead(folded, ids, false).tokens).toBeUndefined();
  });
});

describe('text CNN explanations', () => {
  it('give the largest weight to the word whose removal flips the label', async () => {
    await tf.setBackend('cpu');
    // One width-1 filter that fires on token 5 ("great") alone, and a dense layer that turns that
    // filter into the second label against a bias for the first.
    const folded = foldTextCnn(
      { embeddingDim: 2, widths: [1], filters: 2 },
      {
        embedding: tf.tensor2d([0, 0, 0.1, 0, 0.2, 0.1, 0, 0.3, 0.1, 0.2, 3, 0], [6, 2]),
        convKernels: [tf.tensor2d([1, 0, 0, 1], [2, 2])],
        convBiases: [tf.tensor1d([0, 0])],
        denseKernel: tf.tensor2d([-1, 1, 0.5, -0.5], [2, 2]),
        denseBias: tf.tensor1d([1, 0]),
      },
    );
    const ids = [2, 5, 3, 4];
    const { logits, tokens } = textCnnRead(folded, ids, true);
    const label = (z: number[]) => (z[1] > z[0] ? 1 : 0);
    expect(label(logits)).toBe(1);
    const withoutEach = ids.map((_, i) =>
      label(
        textCnnLogits(
          folded,
          ids.filter((__, j) => j !== i),
        ),
      ),
    );
    const flips = withoutEach.map((l) => l !== 1);
    expect(flips).toEqual([false, true, false, false]);
    // Weight toward the label: its logit's share minus the other's.
    const weights = tokens!.map((t) => t[1] - t[0]);
    expect(weights.indexOf(Math.max(...weights))).toBe(flips.indexOf(true));
  });
});
