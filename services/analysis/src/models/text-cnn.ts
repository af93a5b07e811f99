import * as tf from '@tensorflow/tfjs';

// Kim (2014) sentence CNN: token embeddings, one convolution per window width, ReLU, the maximum
// over time, one dense layer. The fast tier (wordpiece-cnn.ts) runs it over WordPiece ids; its
// weights are trained in PyTorch (training/sentilog_training/student.py, the same arithmetic).

export interface TextCnnConfig {
  embeddingDim: number;
  widths: number[];
  filters: number;
}

export interface TextCnnWeights {
  /** [widths[i] * embeddingDim, filters] */
  convKernels: tf.Tensor2D[];
  /** [filters] */
  convBiases: tf.Tensor1D[];
  /** [widths.length * filters, labels] */
  denseKernel: tf.Tensor2D;
  denseBias: tf.Tensor1D;
}

/** Token ids of one batch, padded with id 0 to a common length of at least the widest window. */
export interface PaddedBatch {
  ids: Int32Array;
  batchSize: number;
  length: number;
  lengths: number[];
}

export const PAD_ID = 0;

export function padBatch(sequences: readonly number[][], minLength: number): PaddedBatch {
  const length = Math.max(minLength, ...sequences.map((s) => s.length));
  const ids = new Int32Array(sequences.length * length);
  sequences.forEach((s, b) => ids.set(s, b * length));
  return { ids, batchSize: sequences.length, length, lengths: sequences.map((s) => s.length) };
}

/**
 * 1 for windows that start inside the text, 0 for windows made only of padding. Masking after the ReLU
 * keeps the max independent of how much padding the rest of the batch forced on a text.
 */
export function windowMask(batch: PaddedBatch, width: number): Float32Array {
  const windows = batch.length - width + 1;
  const mask = new Float32Array(batch.batchSize * windows);
  batch.lengths.forEach((len, b) => {
    const valid = Math.max(len - width + 1, 1);
    mask.fill(1, b * windows, b * windows + valid);
  });
  return mask;
}

/** Rows `ids` of a row-major table of `dim`-wide rows, concatenated. */
export function lookupRows(table: Float32Array, dim: number, ids: ArrayLike<number>): Float32Array {
  const out = new Float32Array(ids.length * dim);
  for (let i = 0; i < ids.length; i++) {
    out.set(table.subarray(ids[i] * dim, (ids[i] + 1) * dim), i * dim);
  }
  return out;
}

/**
 * Logits [text][label] for id sequences of one batch. `embedding` is the [vocabulary, embeddingDim]
 * table, row-major: looked up in JavaScript, because tf.gather on the wasm backend cost more than the
 * convolutions.
 */
export function textCnnLogits(
  config: TextCnnConfig,
  embedding: Float32Array,
  weights: TextCnnWeights,
  sequences: readonly number[][],
): number[][] {
  return tf.tidy(() => {
    const batch = padBatch(sequences, Math.max(...config.widths));
    const x = tf.tensor3d(lookupRows(embedding, config.embeddingDim, batch.ids), [
      batch.batchSize,
      batch.length,
      config.embeddingDim,
    ]);
    const pooled = config.widths.map((width, i) => {
      const kernel = tf.reshape(weights.convKernels[i], [
        width,
        config.embeddingDim,
        -1,
      ]) as tf.Tensor3D;
      const conv = tf.conv1d(x, kernel, 1, 'valid');
      const activations = tf.relu(tf.add(conv, weights.convBiases[i]));
      const mask = windowMask(batch, width);
      const windows = mask.length / batch.batchSize;
      return tf.max(tf.mul(activations, tf.tensor3d(mask, [batch.batchSize, windows, 1])), 1);
    });
    const features = pooled.length === 1 ? pooled[0] : tf.concat(pooled, 1);
    return tf
      .add(tf.matMul(features, weights.denseKernel), weights.denseBias)
      .arraySync() as number[][];
  });
}

// Batches are capped by total tokens so one long sentence does not blow up a batch of short ones.
const MAX_BATCH_TOKENS = 8192;
const MAX_BATCH_SIZE = 256;

/** Logits for any number of id sequences, batched by similar length; results in input order. */
export function textCnnLogitsBatched(
  config: TextCnnConfig,
  embedding: Float32Array,
  weights: TextCnnWeights,
  sequences: readonly number[][],
): number[][] {
  const order = sequences
    .map((_, i) => i)
    .sort((a, b) => sequences[a].length - sequences[b].length);
  const out: number[][] = new Array(sequences.length);
  let i = 0;
  while (i < order.length) {
    let j = i + 1;
    while (
      j < order.length &&
      j - i < MAX_BATCH_SIZE &&
      (j - i + 1) * sequences[order[j]].length <= MAX_BATCH_TOKENS
    ) {
      j++;
    }
    const idx = order.slice(i, j);
    const logits = textCnnLogits(
      config,
      embedding,
      weights,
      idx.map((k) => sequences[k]),
    );
    idx.forEach((k, n) => (out[k] = logits[n]));
    i = j;
  }
  return out;
}
