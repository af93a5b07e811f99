import * as tf from '@tensorflow/tfjs';

// Kim (2014) sentence CNN: word embeddings, one convolution per window width, max over time, one dense
// layer. Training writes each convolution as an explicit window matrix times a kernel ("im2col")
// because the wasm backend has no gradient kernel for conv1d; inference runs the same kernels through
// conv1d, which is about 3x faster. text-cnn.spec.ts checks that both give the same probabilities.

export interface TextCnnConfig {
  embeddingDim: number;
  widths: number[];
  filters: number;
  /** Longer inputs are cut into windows of this many tokens and aggregated. */
  maxTokens: number;
  /** Independently trained copies (different seeds) whose probabilities are averaged. */
  members: number;
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
export const UNK_ID = 1;

export function padBatch(sequences: number[][], minLength: number): PaddedBatch {
  const length = Math.max(minLength, ...sequences.map((s) => s.length));
  const ids = new Int32Array(sequences.length * length);
  sequences.forEach((s, b) => ids.set(s, b * length));
  return { ids, batchSize: sequences.length, length, lengths: sequences.map((s) => s.length) };
}

/** Token ids of every window of `width` tokens, row-major [batch * windows, width]. */
export function windowIds(batch: PaddedBatch, width: number): Int32Array {
  const windows = batch.length - width + 1;
  const out = new Int32Array(batch.batchSize * windows * width);
  let o = 0;
  for (let b = 0; b < batch.batchSize; b++) {
    for (let t = 0; t < windows; t++) {
      for (let j = 0; j < width; j++) out[o++] = batch.ids[b * batch.length + t + j];
    }
  }
  return out;
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

export interface ForwardOps {
  matMul: (a: tf.Tensor2D, b: tf.Tensor2D) => tf.Tensor2D;
  maxOverTime: (x: tf.Tensor3D) => tf.Tensor2D;
  /** Applied to the pooled features (dropout). */
  pooled: (x: tf.Tensor2D) => tf.Tensor2D;
}

/**
 * Logits [batch, labels] from the embedded windows of each width ([batch * windows, width * dim]) and
 * their masks ([batch * windows, 1]).
 */
export function textCnnLogits(
  weights: TextCnnWeights,
  windows: tf.Tensor2D[],
  masks: tf.Tensor2D[],
  batchSize: number,
  ops: ForwardOps,
): tf.Tensor2D {
  const pooled = windows.map((w, i) => {
    const activations = tf.relu(
      tf.add(ops.matMul(w, weights.convKernels[i]), weights.convBiases[i]),
    );
    const masked = tf.mul(activations, masks[i]) as tf.Tensor2D;
    const filters = weights.convBiases[i].shape[0];
    return ops.maxOverTime(tf.reshape(masked, [batchSize, -1, filters]));
  });
  const features = ops.pooled(pooled.length === 1 ? pooled[0] : tf.concat(pooled, 1));
  return tf.add(ops.matMul(features, weights.denseKernel), weights.denseBias);
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
 * Class probabilities for already-tokenised, id-mapped texts (each at most maxTokens long).
 * `embedding` is the [vocabulary, embeddingDim] table, row-major.
 */
export function textCnnPredict(
  config: TextCnnConfig,
  embedding: Float32Array,
  weights: TextCnnWeights,
  sequences: number[][],
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
    const logits = tf.add(tf.matMul(features, weights.denseKernel), weights.denseBias);
    return tf.softmax(logits).arraySync() as number[][];
  });
}

/** Name of one ensemble member's weight in the saved model. */
export function memberWeightName(member: number, name: string): string {
  return `m${member}_${name}`;
}

/** Names under which the weights are saved and loaded. */
export function namedCnnWeights(w: TextCnnWeights): Record<string, tf.Tensor> {
  const named: Record<string, tf.Tensor> = { dense_kernel: w.denseKernel, dense_bias: w.denseBias };
  w.convKernels.forEach((k, i) => (named[`conv${i}_kernel`] = k));
  w.convBiases.forEach((b, i) => (named[`conv${i}_bias`] = b));
  return named;
}

/** One member's weights from a saved model's named tensors. */
export function cnnWeightsFromNamed(
  named: Record<string, tf.Tensor>,
  widths: number,
  member: number,
): TextCnnWeights {
  const get = (name: string) => named[memberWeightName(member, name)];
  const range = Array.from({ length: widths }, (_, i) => i);
  return {
    convKernels: range.map((i) => get(`conv${i}_kernel`) as tf.Tensor2D),
    convBiases: range.map((i) => get(`conv${i}_bias`) as tf.Tensor1D),
    denseKernel: get('dense_kernel') as tf.Tensor2D,
    denseBias: get('dense_bias') as tf.Tensor1D,
  };
}

// Batches are capped by total tokens so one long sentence does not blow up a batch of short ones.
const MAX_BATCH_TOKENS = 8192;
const MAX_BATCH_SIZE = 256;

/** Probabilities for any number of id sequences, batched by similar length; results in input order. */
export function predictSequences(
  config: TextCnnConfig,
  embedding: Float32Array,
  weights: TextCnnWeights,
  sequences: number[][],
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
    const probs = textCnnPredict(
      config,
      embedding,
      weights,
      idx.map((k) => sequences[k]),
    );
    idx.forEach((k, n) => (out[k] = probs[n]));
    i = j;
  }
  return out;
}
