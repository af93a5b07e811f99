import * as tf from '@tensorflow/tfjs';
import type { EncoderConfig, Pooling } from './encoder-file';
import type { NamedWeights } from '../runtime/weights-file';

// BERT's forward pass in tf ops, the arithmetic of Hugging Face's BertModel with eager attention:
// word + position + token-type-0 embeddings and LayerNorm; per layer, multi-head self-attention
// whose padded keys get a large negative score, a residual and LayerNorm, then the exact (erf) GELU
// feed-forward, a residual and LayerNorm; then mean pooling over the real tokens or the [CLS]
// vector. The exported linear weights keep PyTorch's [out, in] layout; they are transposed once on
// load to [in, out], because the wasm backend's matMul with a transposed right operand skips
// XNNPACK's fast path and runs about 13 times slower (2 against 25 GFLOPS here).

interface Linear {
  /** [in, out] */
  weight: tf.Tensor2D;
  bias: tf.Tensor1D;
}

interface Norm {
  gamma: tf.Tensor1D;
  beta: tf.Tensor1D;
}

interface Layer {
  /** Query, key and value projections side by side: one matMul instead of three. */
  queryKeyValue: Linear;
  attentionOut: Linear;
  attentionNorm: Norm;
  intermediate: Linear;
  output: Linear;
  outputNorm: Norm;
}

/** Token ids of one batch, padded to a common length, with 1 for real tokens and 0 for padding. */
export interface EncoderBatch {
  ids: Int32Array;
  mask: Float32Array;
  batchSize: number;
  length: number;
}

// Added to the scores of padded keys: exp() of it is 0 in float32, as with PyTorch's finfo.min.
const MASKED_SCORE = -1e9;

export class BertEncoder {
  private readonly words: tf.Tensor2D;
  private readonly positions: tf.Tensor2D;
  private readonly tokenType: tf.Tensor1D;
  private readonly embeddingNorm: Norm;
  private readonly layers: Layer[];
  /** Each branched head's own layers, run from the shared layers' output at `fromLayer`. */
  private readonly branches: { task: string; fromLayer: number; layers: Layer[] }[];

  constructor(
    private readonly config: EncoderConfig,
    weights: NamedWeights,
  ) {
    const get = <T extends tf.Tensor>(name: string): T => {
      const t = weights[name];
      if (!t) throw new Error(`the encoder weights have no ${name}`);
      return t as T;
    };
    // The [out, in] originals are freed once copied: the encoder is their only reader.
    const linear = (...prefixes: string[]): Linear => {
      const weights = prefixes.map((p) => get<tf.Tensor2D>(`${p}.weight`));
      const biases = prefixes.map((p) => get<tf.Tensor1D>(`${p}.bias`));
      const joined = tf.tidy(() => ({
        weight: tf.concat(
          weights.map((w) => w.transpose()),
          1,
        ) as tf.Tensor2D,
        bias: tf.concat(biases) as tf.Tensor1D,
      }));
      tf.dispose([...weights, ...biases]);
      return joined;
    };
    const norm = (prefix: string): Norm => ({
      gamma: get(`${prefix}.weight`),
      beta: get(`${prefix}.bias`),
    });
    this.words = get('embeddings.word_embeddings.weight');
    this.positions = get('embeddings.position_embeddings.weight');
    // Single-sentence inputs use token type 0 only.
    this.tokenType = get<tf.Tensor2D>('embeddings.token_type_embeddings.weight')
      .slice([0, 0], [1, -1])
      .as1D();
    this.embeddingNorm = norm('embeddings.LayerNorm');
    const layerAt = (p: string): Layer => ({
      queryKeyValue: linear(
        `${p}.attention.self.query`,
        `${p}.attention.self.key`,
        `${p}.attention.self.value`,
      ),
      attentionOut: linear(`${p}.attention.output.dense`),
      attentionNorm: norm(`${p}.attention.output.LayerNorm`),
      intermediate: linear(`${p}.intermediate.dense`),
      output: linear(`${p}.output.dense`),
      outputNorm: norm(`${p}.output.LayerNorm`),
    });
    this.layers = Array.from({ length: config.layers }, (_, i) => layerAt(`encoder.layer.${i}`));
    this.branches = (config.branches ?? []).map(({ task, fromLayer }) => ({
      task,
      fromLayer,
      layers: Array.from({ length: config.layers - fromLayer }, (_, i) =>
        layerAt(`branches.${task}.${i}`),
      ),
    }));
  }

  /** Pooled sentence vectors [batchSize, hiddenSize]; call inside tf.tidy. */
  pooled(batch: EncoderBatch, pooling: Pooling = this.config.pooling): tf.Tensor2D {
    return this.pool(this.hidden(batch), batch, pooling);
  }

  /** Token vectors [batchSize, length, hiddenSize] pooled as the heads read them; call inside tf.tidy. */
  pool(
    hidden: tf.Tensor3D,
    batch: EncoderBatch,
    pooling: Pooling = this.config.pooling,
  ): tf.Tensor2D {
    if (pooling === 'cls') return hidden.slice([0, 0, 0], [-1, 1, -1]).squeeze([1]);
    const weights = tf.tensor2d(batch.mask, [batch.batchSize, batch.length]).expandDims(2);
    return hidden.mul(weights).sum(1).div(weights.sum(1).maximum(1)) as tf.Tensor2D;
  }

  /**
   * The last layer's vector of every position [batchSize, length, hiddenSize], or the vectors after
   * the first `layers` layers; call inside tf.tidy.
   */
  hidden(batch: EncoderBatch, layers = this.layers.length): tf.Tensor3D {
    return this.hiddenFrom(this.wordVectors(batch), batch, layers);
  }

  /** Each id's word embedding [batchSize * length, hiddenSize]; call inside tf.tidy. */
  wordVectors(batch: EncoderBatch): tf.Tensor2D {
    return this.words.gather(tf.tensor1d(batch.ids, 'int32'));
  }

  /**
   * The last layer from given word embeddings (wordVectors' shape), so that gradients with respect
   * to them can be taken (the faithfulness benchmark's gradient × input); call inside tf.tidy.
   * `onLayerInput` sees each layer's input (where the branches start: hiddenWithBranches).
   */
  hiddenFrom(
    wordVectors: tf.Tensor2D,
    batch: EncoderBatch,
    layers = this.layers.length,
    onLayerInput?: (layer: number, x: tf.Tensor2D, keyBias: tf.Tensor) => void,
  ): tf.Tensor3D {
    const { batchSize, length } = batch;
    if (length > this.config.maxPositions)
      throw new Error(`${length} tokens exceed the ${this.config.maxPositions} positions`);
    const mask = tf.tensor2d(batch.mask, [batchSize, length]);
    const hiddenSize = this.config.hiddenSize;
    // Positions broadcast over the batch ([batch, length, hidden] + [length, hidden]), not tiled.
    const embedded = wordVectors
      .reshape([batchSize, length, hiddenSize])
      .add(this.positions.slice([0, 0], [length, -1]))
      .add(this.tokenType)
      .reshape([batchSize * length, hiddenSize]) as tf.Tensor2D;
    let x = this.layerNorm(embedded, this.embeddingNorm);
    // [batch, 1, 1, length]: one bias per key, shared by every head and query.
    const keyBias = tf.sub(1, mask).mul(MASKED_SCORE).reshape([batchSize, 1, 1, length]);
    for (const [i, layer] of this.layers.slice(0, layers).entries()) {
      onLayerInput?.(i, x, keyBias);
      x = this.layer(x, layer, keyBias, batchSize, length);
    }
    return x.reshape([batchSize, length, hiddenSize]);
  }

  /**
   * The last layer's vectors and each branch's ([batchSize, length, hiddenSize] each, branches in
   * config order), from one pass of the shared layers: a branch starts from their output at its
   * `fromLayer`. Call inside tf.tidy.
   */
  hiddenWithBranches(batch: EncoderBatch): { hidden: tf.Tensor3D; branches: tf.Tensor3D[] } {
    const { batchSize, length } = batch;
    const starts = new Map<number, [tf.Tensor2D, tf.Tensor]>();
    const hidden = this.hiddenFrom(
      this.wordVectors(batch),
      batch,
      this.layers.length,
      (i, x, bias) => starts.set(i, [x, bias]),
    );
    const branches = this.branches.map(({ fromLayer, layers }) => {
      const [input, keyBias] = starts.get(fromLayer)!;
      let x = input;
      for (const layer of layers) x = this.layer(x, layer, keyBias, batchSize, length);
      return x.reshape([batchSize, length, this.config.hiddenSize]) as tf.Tensor3D;
    });
    return { hidden, branches };
  }

  dispose(): void {
    this.tokenType.dispose();
    for (const layer of [...this.layers, ...this.branches.flatMap((b) => b.layers)])
      for (const part of [
        layer.queryKeyValue,
        layer.attentionOut,
        layer.intermediate,
        layer.output,
      ])
        tf.dispose([part.weight, part.bias]);
  }

  private layer(
    x: tf.Tensor2D,
    w: Layer,
    keyBias: tf.Tensor,
    batchSize: number,
    length: number,
  ): tf.Tensor2D {
    const heads = this.config.heads;
    const headSize = this.config.hiddenSize / heads;
    const hidden = this.config.hiddenSize;
    const [queries, keys, values] = tf.split(this.linear(x, w.queryKeyValue), 3, 1);
    // [batch * length, hidden] -> [batch, heads, length, headSize]; the keys go straight to
    // [batch, heads, headSize, length] so the score matMul needs no transposed operand either.
    const byHead = (t: tf.Tensor, order: number[]) =>
      t.reshape([batchSize, length, heads, headSize]).transpose(order);
    const q = byHead(queries, [0, 2, 1, 3]);
    const kT = byHead(keys, [0, 2, 3, 1]);
    const v = byHead(values, [0, 2, 1, 3]);
    const scores = tf.matMul(q, kT).div(Math.sqrt(headSize)).add(keyBias);
    const context = tf
      .matMul(tf.softmax(scores), v)
      .transpose([0, 2, 1, 3])
      .reshape([batchSize * length, hidden]) as tf.Tensor2D;
    const attended = this.layerNorm(this.linear(context, w.attentionOut).add(x), w.attentionNorm);
    const inner = gelu(this.linear(attended, w.intermediate));
    return this.layerNorm(this.linear(inner, w.output).add(attended), w.outputNorm);
  }

  private linear(x: tf.Tensor2D, w: Linear): tf.Tensor2D {
    return tf.matMul(x, w.weight).add(w.bias);
  }

  private layerNorm(x: tf.Tensor2D, w: Norm): tf.Tensor2D {
    const { mean, variance } = tf.moments(x, -1, true);
    return x.sub(mean).mul(variance.add(this.config.layerNormEps).rsqrt()).mul(w.gamma).add(w.beta);
  }
}

/** The exact GELU, x · Φ(x), as Hugging Face's "gelu". */
function gelu(x: tf.Tensor2D): tf.Tensor2D {
  return x.mul(tf.erf(x.mul(Math.SQRT1_2)).add(1)).mul(0.5);
}
