import * as tf from '@tensorflow/tfjs';
import type { NamedWeights } from '../runtime/weights-file';
import { BertEncoder, EncoderBatch } from './bert-encoder';
import { EncoderModelFile, loadEncoderDir, Pooling } from './encoder-file';
import { passesByLength } from './length-passes';
import { SENTENCE_LAYERS, unitLength } from './sentence-vectors';
import { WordPieceTokenizer } from './wordpiece-tokenizer';

// An exported encoder classifier: its tokenizer, one encoder pass per batch of texts, and a linear
// head per task over the pooled vector. One pass serves every head (sentiment and emotion together);
// a branched head (encoder-file.ts) reads its own copy of the last layers, run from the same pass.

export type TaskScores = Record<string, number[][]>;

/** One id sequence read by the encoder and every head (see readSequences). */
export interface SequenceReading {
  /** Every head's logits side by side, in model.json's label order. */
  logits: number[];
  /** Each token's share of those logits, [token][label]; with the heads' biases they sum to logits. */
  tokens: number[][];
}

/** Every head's weights side by side: [hiddenSize, labels] and [labels]. */
export interface JoinedHeads {
  weight: tf.Tensor2D;
  bias: tf.Tensor1D;
}

/** Sequences per encoder pass (see logitsOfSequences). */
export const ENCODER_PASS_SIZE = 4;

export class EncoderClassifier {
  /**
   * The heads that read the last layer, side by side (read by readSequences and by the
   * faithfulness benchmark); model.json's branched heads, which come after them, are `branchHeads`.
   */
  readonly heads: JoinedHeads;
  /** Each branched head (encoder-file.ts), in the order of model.json's `branches`. */
  readonly branchHeads: JoinedHeads[];

  private constructor(
    readonly model: EncoderModelFile,
    readonly tokenizer: WordPieceTokenizer,
    readonly encoder: BertEncoder,
    private readonly weights: NamedWeights,
  ) {
    const branched = (model.config.branches ?? []).map((b) => b.task);
    const joined = (tasks: string[]): JoinedHeads =>
      tf.tidy(() => ({
        weight: tf.concat(
          tasks.map((t) => (weights[`heads.${t}.weight`] as tf.Tensor2D).transpose()),
          1,
        ) as tf.Tensor2D,
        bias: tf.concat(tasks.map((t) => weights[`heads.${t}.bias`] as tf.Tensor1D)) as tf.Tensor1D,
      }));
    this.heads = joined(this.tasks.filter((t) => !branched.includes(t)));
    this.branchHeads = branched.map((t) => joined([t]));
  }

  /** Loads a directory written by the Python exporter; a tfjs backend must be set. */
  static load(dir: string): EncoderClassifier {
    const { model, weights, vocabFile } = loadEncoderDir(dir);
    try {
      const tokenizer = WordPieceTokenizer.fromVocabFile(vocabFile, {
        maxTokens: model.config.tokenizer.maxTokens,
      });
      return new EncoderClassifier(
        model,
        tokenizer,
        new BertEncoder(model.config, weights),
        weights,
      );
    } catch (err) {
      Object.values(weights).forEach((t) => t.dispose());
      throw err;
    }
  }

  get version(): string {
    return this.model.version;
  }

  get tasks(): string[] {
    return this.model.config.tasks.map((t) => t.task);
  }

  labels(task: string): string[] {
    const head = this.model.config.tasks.find((t) => t.task === task);
    if (!head) throw new Error(`the model has no ${task} head`);
    return head.labels;
  }

  /** Token ids of each text, padded to the longest with a mask. */
  batch(texts: readonly string[]): EncoderBatch {
    return this.batchOf(texts.map((t) => this.tokenizer.encode(t)));
  }

  /** Id sequences ([CLS] … [SEP]) padded to the longest with a mask. */
  batchOf(sequences: readonly number[][]): EncoderBatch {
    const length = Math.max(...sequences.map((s) => s.length));
    const ids = new Int32Array(sequences.length * length).fill(this.tokenizer.padId);
    const mask = new Float32Array(sequences.length * length);
    sequences.forEach((s, b) => {
      ids.set(s, b * length);
      mask.fill(1, b * length, b * length + s.length);
    });
    return { ids, mask, batchSize: sequences.length, length };
  }

  /** Raw logits of every head for each text, [text][label]. */
  logits(texts: readonly string[], pooling?: Pooling): TaskScores {
    return this.run(texts, pooling, (x) => x);
  }

  /**
   * Every head's logits side by side (model.json's label order), one row per id sequence; one
   * encoder pass per batch of sequences of similar length, so little of each pass is padding.
   *
   * Passes are small because the wasm heap never shrinks: its size is the largest pass's working
   * memory. Measured on MiniLM: 32 sequences a pass left the process at about 3 GB resident, 8 at
   * 1 GB, 4 at 0.6 GB, and 4 was as fast per text as 32 (27 against 30 ms for SST-2 sentences).
   */
  logitsOfSequences(sequences: readonly number[][], batchSize = ENCODER_PASS_SIZE): number[][] {
    return this.readSequences(sequences, batchSize).map((r) => r.logits);
  }

  /**
   * Each sequence's logits and every token's share of them, from the same pass. A head is linear
   * over the pooled vector, so with mean pooling its logits are the mean over real tokens of the
   * head's weights applied to each token's last-layer vector, plus its bias: those per-token terms
   * (`tokens`) and the bias add up to `logits` exactly. They are what explanations read
   * (docs/architecture.md, "Explanations"). With [CLS] pooling every share is [CLS]'s.
   */
  readSequences(sequences: readonly number[][], batchSize = ENCODER_PASS_SIZE): SequenceReading[] {
    const out: SequenceReading[] = new Array(sequences.length);
    for (const chunk of passesByLength(sequences, batchSize)) {
      const batch = this.batchOf(chunk.map((i) => sequences[i]));
      const [shares, logits] = tf.tidy(() => {
        const { batchSize: rows, length } = batch;
        const { hidden, branches } = this.encoder.hiddenWithBranches(batch);
        // Each position's weight in the pooled vector: 1/real tokens (mean), or 1 for [CLS] alone.
        const mask = tf.tensor2d(batch.mask, [rows, length]);
        const weights =
          this.model.config.pooling === 'cls'
            ? tf.oneHot(tf.zeros([rows], 'int32'), length).toFloat()
            : mask.div(mask.sum(1, true).maximum(1));
        const shares = (states: tf.Tensor3D, heads: JoinedHeads) =>
          tf
            .matMul(states.reshape([rows * length, -1]) as tf.Tensor2D, heads.weight)
            .reshape([rows, length, -1])
            .mul(weights.expandDims(2));
        const parts = [
          shares(hidden, this.heads),
          ...branches.map((b, i) => shares(b, this.branchHeads[i])),
        ];
        const perToken = parts.length === 1 ? parts[0] : tf.concat(parts, 2);
        const bias = tf.concat([this.heads.bias, ...this.branchHeads.map((h) => h.bias)]);
        return [perToken, perToken.sum(1).add(bias)];
      });
      const tokenValues = shares.arraySync() as number[][][];
      const logitValues = logits.arraySync() as number[][];
      tf.dispose([shares, logits]);
      chunk.forEach((i, n) => {
        out[i] = {
          logits: logitValues[n],
          tokens: tokenValues[n].slice(0, sequences[i].length),
        };
      });
    }
    return out;
  }

  /** Softmax probabilities of every head for each text, [text][label]. */
  probabilities(texts: readonly string[]): TaskScores {
    return this.run(texts, undefined, (x) => tf.softmax(x));
  }

  /** The pooled sentence vectors the heads read, [text][hiddenSize]. */
  pooled(texts: readonly string[]): number[][] {
    if (texts.length === 0) return [];
    return tf.tidy(() => this.encoder.pooled(this.batch(texts))).arraySync();
  }

  /** One length-1 sentence vector per id sequence, read as the ONNX encoder's embed reads it. */
  async embed(sequences: readonly number[][], batchSize = ENCODER_PASS_SIZE): Promise<number[][]> {
    const out: number[][] = new Array(sequences.length);
    for (const chunk of passesByLength(sequences, batchSize)) {
      const batch = this.batchOf(chunk.map((i) => sequences[i]));
      const vectors = tf
        .tidy(() => {
          const states = this.encoder.hidden(batch, SENTENCE_LAYERS);
          const mask = tf.tensor2d(batch.mask, [batch.batchSize, batch.length]).expandDims(2);
          return states.mul(mask).sum(1) as tf.Tensor2D;
        })
        .arraySync();
      chunk.forEach((i, n) => (out[i] = unitLength(vectors[n])));
    }
    return Promise.resolve(out);
  }

  dispose(): void {
    for (const heads of [this.heads, ...this.branchHeads]) tf.dispose([heads.weight, heads.bias]);
    this.encoder.dispose();
    Object.values(this.weights).forEach((t) => t.dispose());
  }

  private run(
    texts: readonly string[],
    pooling: Pooling | undefined,
    finish: (logits: tf.Tensor2D) => tf.Tensor2D,
  ): TaskScores {
    if (texts.length === 0) return Object.fromEntries(this.tasks.map((t) => [t, []]));
    const branched = (this.model.config.branches ?? []).map((b) => b.task);
    const outputs = tf.tidy(() => {
      const batch = this.batch(texts);
      const { hidden, branches } = this.encoder.hiddenWithBranches(batch);
      const pooled = this.encoder.pool(hidden, batch, pooling);
      return this.tasks.map((task) => {
        const branch = branched.indexOf(task);
        const own = branch < 0 ? pooled : this.encoder.pool(branches[branch], batch, pooling);
        return finish(this.head(own, task));
      });
    });
    const scores: TaskScores = {};
    this.tasks.forEach((task, i) => {
      scores[task] = outputs[i].arraySync();
      outputs[i].dispose();
    });
    return scores;
  }

  private head(pooled: tf.Tensor2D, task: string): tf.Tensor2D {
    const weight = this.weights[`heads.${task}.weight`] as tf.Tensor2D;
    return tf.matMul(pooled, weight, false, true).add(this.weights[`heads.${task}.bias`]);
  }
}
