import * as tf from '@tensorflow/tfjs';

// Kim (2014) sentence CNN: token embeddings, one convolution per window width, ReLU, the maximum
// over time, one dense layer. The fast tier (wordpiece-cnn.ts) runs it over WordPiece ids; its
// weights are trained in PyTorch (training/sentilog_training/student.py, the same arithmetic).
//
// The convolution is folded into the embedding table once, at load: a window's pre-activation is
// bias + Σ_k E[id_{t+k}] · K_k, and E[v] · K_k depends only on the token and its place in the
// window, so one matrix product E · [K_0 … K_{w-1}] gives a table of every token's contribution at
// every place. A window then costs w row additions of `filters` numbers instead of w · dim · filters
// multiply-adds, and the embedding width no longer costs anything per text. The per-text loops run
// in JavaScript over typed arrays: a sentence is a few thousand additions, about what dispatching a
// handful of tf ops costs, and tf.gather on the wasm backend was slower than these loops.

export interface TextCnnConfig {
  embeddingDim: number;
  widths: number[];
  filters: number;
}

export interface TextCnnWeights {
  /** [vocabulary, embeddingDim]; row 0 is [PAD] */
  embedding: tf.Tensor2D;
  /** [widths[i] * embeddingDim, filters], rows place-major: place k's [embeddingDim, filters] block is rows k·dim … */
  convKernels: tf.Tensor2D[];
  /** [filters] */
  convBiases: tf.Tensor1D[];
  /** [widths.length * filters, labels] */
  denseKernel: tf.Tensor2D;
  denseBias: tf.Tensor1D;
}

export const PAD_ID = 0;

/** The CNN with its convolution folded into a per-token table; plain arrays, no tensors to dispose. */
export interface FoldedTextCnn {
  widths: number[];
  filters: number;
  /** [vocabulary, Σ widths · filters]: token v at place k of width i's window is the `filters` numbers at
   *  v · rowSize + (placeOffset[i] + k) · filters */
  table: Float32Array;
  rowSize: number;
  placeOffsets: number[];
  biases: Float32Array[];
  /** [widths.length * filters, labels], row-major */
  denseKernel: Float32Array;
  denseBias: Float32Array;
}

/** Folds the convolution kernels into the embedding table (one tf matrix product). */
export function foldTextCnn(config: TextCnnConfig, weights: TextCnnWeights): FoldedTextCnn {
  const { embeddingDim: dim, widths, filters } = config;
  const placeOffsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const table = tf.tidy(() => {
    // Each width's kernel as [dim, width · filters], its places side by side, then all widths.
    const columns = widths.map((w, i) =>
      tf.reshape(tf.transpose(tf.reshape(weights.convKernels[i], [w, dim, filters]), [1, 0, 2]), [
        dim,
        w * filters,
      ]),
    );
    return tf.matMul(weights.embedding, columns.length === 1 ? columns[0] : tf.concat(columns, 1));
  });
  const folded = table.dataSync() as Float32Array;
  table.dispose();
  return {
    widths: [...widths],
    filters,
    table: folded,
    rowSize: widths.reduce((a, b) => a + b, 0) * filters,
    placeOffsets,
    biases: weights.convBiases.map((b) => b.dataSync() as Float32Array),
    denseKernel: weights.denseKernel.dataSync() as Float32Array,
    denseBias: weights.denseBias.dataSync() as Float32Array,
  };
}

/** One id sequence's logits and, when asked for, every token's share of them ([token][label]). */
export interface TextCnnReading {
  logits: number[];
  tokens?: number[][];
}

/** Logits of one id sequence (see textCnnRead). */
export function textCnnLogits(model: FoldedTextCnn, ids: readonly number[]): number[] {
  return textCnnRead(model, ids, false).logits;
}

/**
 * Logits of one id sequence. Windows run over the text; a text shorter than a window is read with
 * [PAD] after it (one window), as the PyTorch student pads a batch to at least the widest window.
 * Each token's row is read once, its places added to the windows it falls in (`sums`, one row of
 * `filters` per window); ReLU outputs are never negative, so each filter's maximum starts at 0.
 *
 * With `shares`, each token's share of the logits too: a filter's maximum is its bias plus the rows
 * of the tokens in the window that won, so through the dense layer each of those tokens gets its
 * row's part and the rest (conv and dense biases, [PAD]) stays with the bias. Shares and bias add
 * up to the logits exactly; they are what the fast tier's explanations read.
 */
export function textCnnRead(
  model: FoldedTextCnn,
  ids: readonly number[],
  shares: boolean,
): TextCnnReading {
  const { filters, table, rowSize, denseKernel } = model;
  const labels = model.denseBias.length;
  const features = new Float32Array(model.widths.length * filters);
  // The window each feature's maximum came from (-1: none was positive), kept only for the shares.
  const winners = shares ? new Int32Array(features.length).fill(-1) : undefined;
  for (let i = 0; i < model.widths.length; i++) {
    const width = model.widths[i];
    const windows = Math.max(ids.length - width + 1, 1);
    const sums = new Float32Array(windows * filters);
    for (let t = 0; t < windows; t++) sums.set(model.biases[i], t * filters);
    const firstPlace = model.placeOffsets[i] * filters;
    for (let p = 0; p < windows + width - 1; p++) {
      const row = (p < ids.length ? ids[p] : PAD_ID) * rowSize + firstPlace;
      // Token p sits at place k of window p − k, for the windows that exist.
      for (let k = Math.max(0, p - windows + 1); k <= Math.min(width - 1, p); k++) {
        const from = row + k * filters;
        const to = (p - k) * filters;
        for (let f = 0; f < filters; f++) sums[to + f] += table[from + f];
      }
    }
    const base = i * filters;
    for (let t = 0; t < windows * filters; t += filters) {
      for (let f = 0; f < filters; f++) {
        if (sums[t + f] > features[base + f]) {
          features[base + f] = sums[t + f];
          if (winners) winners[base + f] = t / filters;
        }
      }
    }
  }
  const logits = Array.from(model.denseBias);
  for (let j = 0; j < features.length; j++) {
    if (features[j] === 0) continue;
    for (let l = 0; l < labels; l++) logits[l] += features[j] * denseKernel[j * labels + l];
  }
  if (!winners) return { logits };
  const tokens = ids.map(() => new Array<number>(labels).fill(0));
  for (let i = 0; i < model.widths.length; i++) {
    const firstPlace = model.placeOffsets[i] * filters;
    for (let f = 0; f < filters; f++) {
      const j = i * filters + f;
      const window = winners[j];
      if (window < 0) continue;
      for (let k = 0; k < model.widths[i] && window + k < ids.length; k++) {
        const part = table[ids[window + k] * rowSize + firstPlace + k * filters + f];
        for (let l = 0; l < labels; l++)
          tokens[window + k][l] += part * denseKernel[j * labels + l];
      }
    }
  }
  return { logits, tokens };
}
