import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ort from 'onnxruntime-node';
import * as protobuf from 'protobufjs';
import type { SequenceReading } from './encoder-classifier';
import { ENCODER_FORMAT, EncoderModelFile } from './encoder-file';
import { passesByLength } from './length-passes';
import { SENTENCE_LAYERS, unitLength } from './sentence-vectors';
import { WordPieceTokenizer } from './wordpiece-tokenizer';

// The accurate encoder served by ONNX Runtime (docs/architecture.md, "Models": why it serves and
// TensorFlow.js stays the reference). model.onnx, written by training/scripts/export_onnx.py, is the
// graph alone: every tensor of weights.bin is an input it casts from float16 to float32. Loading
// adds those tensors from weights.bin's own bytes as initializers (concatenated protobuf messages
// merge, so a second ModelProto holding only them extends the graph's list), and ONNX Runtime folds
// the casts when the session starts: the arithmetic is float32 on the values TensorFlow.js reads.
// The graph answers the logits and every token's share of them from one pass, as readSequences of
// the TensorFlow.js encoder does.

export const ONNX_FILE = 'model.onnx';

/** Sequences per pass: long enough to fill the CPU's vector units, short enough to stay responsive. */
export const ONNX_PASS_SIZE = 32;

/**
 * Padded tokens per pass at most. ONNX Runtime's Node binding runs a pass on the event loop's
 * thread, so a pass holds up everything else the process does: a long text's 16 windows of 128
 * tokens in one pass held it about half a second, and the landing demo's requests waited that long
 * to be read off their stream (past their 1 s bound on a busy machine). Four windows a pass, about
 * an eighth of a second here, with the event loop's turn between passes.
 */
export const ONNX_PASS_TOKENS = 512;

const FLOAT16 = 10;

// The three messages of onnx.proto that adding initializers needs, with their field numbers.
const ModelProto = protobuf.Root.fromJSON({
  nested: {
    onnx: {
      nested: {
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            name: { type: 'string', id: 8 },
            rawData: { type: 'bytes', id: 9 },
          },
        },
        GraphProto: { fields: { initializer: { rule: 'repeated', type: 'TensorProto', id: 5 } } },
        ModelProto: { fields: { graph: { type: 'GraphProto', id: 7 } } },
      },
    },
  },
}).lookupType('onnx.ModelProto');

// The parts of onnx.proto that finding and exposing the last layer's states needs.
const GraphNodes = protobuf.Root.fromJSON({
  nested: {
    onnx: {
      nested: {
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
          },
        },
        TypeProto: {
          fields: { tensorType: { type: 'Tensor', id: 1 } },
          nested: { Tensor: { fields: { elemType: { type: 'int32', id: 1 } } } },
        },
        ValueInfoProto: {
          fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } },
        },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        ModelProto: { fields: { graph: { type: 'GraphProto', id: 7 } } },
      },
    },
  },
}).lookupType('onnx.ModelProto');

const FLOAT32 = 1;

interface GraphNode {
  input: string[];
  output: string[];
}

/**
 * The name of the states after `layers` encoder layers in the graph. token_shares is (last layer ×
 * heads) × pooling weights, with a branched head's product concatenated after the last layer's
 * (export_onnx.py's ServingGraph), so following each node's first input back from token_shares
 * reaches the last layer's states; the exporter names every layer's the same way but for its number.
 */
export function layerStatesName(graph: Uint8Array, layers: number): string {
  const nodes = (GraphNodes.decode(graph).toJSON() as { graph: { node: GraphNode[] } }).graph.node;
  const producer = (name: string) => nodes.find((n) => n.output?.includes(name));
  const layerOutput = /\/layer\.\d+\//;
  let last: string | undefined = 'token_shares';
  for (let step = 0; last && !layerOutput.test(last) && step < 8; step++)
    last = producer(last)?.input?.[0];
  const states = last?.replace(layerOutput, `/layer.${layers - 1}/`);
  if (!states || !producer(states))
    throw new Error(`model.onnx: the states after layer ${layers} are not found`);
  return states;
}

/** A graph output naming `name` (float32), as a ModelProto to concatenate onto the graph. */
function extraOutput(name: string): Uint8Array {
  return GraphNodes.encode({
    graph: { output: [{ name, type: { tensorType: { elemType: FLOAT32 } } }] },
  }).finish();
}

export interface OnnxOptions {
  /** Threads ONNX Runtime may use for one pass (one per analysis process scales by processes). */
  threads?: number;
  /** Layers sentence vectors are read after (default SENTENCE_LAYERS; the stories benchmark varies it). */
  sentenceLayers?: number;
}

/** weights.bin's tensors, each as the float16 initializer `<name>.float16` model.onnx casts from. */
function weightInitializers(dir: string, model: EncoderModelFile): Uint8Array {
  const [group] = model.weightsManifest;
  if (model.weightsManifest.length !== 1 || group.paths.length !== 1)
    throw new Error(`${dir}: one weights file expected`);
  const bytes = fs.readFileSync(path.join(dir, group.paths[0]));
  if (createHash('sha256').update(bytes).digest('hex') !== model.weightsSha256)
    throw new Error(`${dir}: the weights do not match the sha256 in model.json`);
  let offset = 0;
  const initializer = group.weights.map((spec) => {
    if (spec.quantization?.dtype !== 'float16')
      throw new Error(`${dir}: ${spec.name} is not stored as float16`);
    const length = 2 * spec.shape.reduce((a, b) => a * b, 1);
    const rawData = bytes.subarray(offset, offset + length);
    offset += length;
    return { name: `${spec.name}.float16`, dims: spec.shape, dataType: FLOAT16, rawData };
  });
  if (offset !== bytes.length) throw new Error(`${dir}: weights.bin does not match its manifest`);
  return ModelProto.encode({ graph: { initializer } }).finish();
}

export class OnnxEncoderClassifier {
  private constructor(
    readonly model: EncoderModelFile,
    readonly tokenizer: WordPieceTokenizer,
    private readonly session: ort.InferenceSession,
    /** The states after SENTENCE_LAYERS layers [rows, length, hidden]: what sentence vectors read. */
    private readonly hiddenOutput: string,
  ) {}

  /** Loads model.onnx and weights.bin from a directory the Python exporters wrote. */
  static async load(dir: string, options: OnnxOptions = {}): Promise<OnnxEncoderClassifier> {
    const model = JSON.parse(
      fs.readFileSync(path.join(dir, 'model.json'), 'utf8'),
    ) as EncoderModelFile;
    if (model.format !== ENCODER_FORMAT) throw new Error(`${dir}: format ${model.format}`);
    if (model.config.pooling !== 'mean') throw new Error(`${dir}: token shares need mean pooling`);
    const graph = fs.readFileSync(path.join(dir, ONNX_FILE));
    const hiddenOutput = layerStatesName(graph, options.sentenceLayers ?? SENTENCE_LAYERS);
    // Those states join the outputs (concatenated messages merge, as the weights do), so sentence
    // vectors come from the same session and weights. A run still computes the whole graph: 72
    // headlines took 390 ms for their vectors and 404 ms for a classification pass.
    const session = await ort.InferenceSession.create(
      Buffer.concat([graph, weightInitializers(dir, model), extraOutput(hiddenOutput)]),
      {
        intraOpNumThreads: options.threads ?? 1,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
      },
    );
    const tokenizer = WordPieceTokenizer.fromVocabFile(
      path.join(dir, model.config.tokenizer.vocab),
      { maxTokens: model.config.tokenizer.maxTokens },
    );
    return new OnnxEncoderClassifier(model, tokenizer, session, hiddenOutput);
  }

  get version(): string {
    return this.model.version;
  }

  /**
   * Each sequence's logits (every head side by side) and every token's share of them, in passes of
   * sequences of similar length padded to the longest, one pass at a time.
   */
  async readSequences(
    sequences: readonly number[][],
    batchSize = ONNX_PASS_SIZE,
  ): Promise<SequenceReading[]> {
    const out: SequenceReading[] = new Array(sequences.length);
    for (const chunk of passesByLength(sequences, batchSize, ONNX_PASS_TOKENS)) {
      const readings = await this.pass(chunk.map((i) => sequences[i]));
      chunk.forEach((i, n) => (out[i] = readings[n]));
    }
    return out;
  }

  /**
   * One sentence vector per sequence: the states after SENTENCE_LAYERS layers mean-pooled over its
   * real tokens (the pooling the heads read), scaled to length 1 so that a dot product is the cosine.
   */
  async embed(sequences: readonly number[][], batchSize = ONNX_PASS_SIZE): Promise<number[][]> {
    const out: number[][] = new Array(sequences.length);
    for (const chunk of passesByLength(sequences, batchSize, ONNX_PASS_TOKENS)) {
      const pass = chunk.map((i) => sequences[i]);
      const result = await this.session.run(this.feeds(pass), [this.hiddenOutput]);
      const states = result[this.hiddenOutput];
      const [, length, size] = states.dims;
      const values = states.data as Float32Array;
      pass.forEach((s, r) => {
        const vector = new Array<number>(size).fill(0);
        for (let t = 0; t < s.length; t++) {
          const at = (r * length + t) * size;
          for (let d = 0; d < size; d++) vector[d] += values[at + d];
        }
        out[chunk[r]] = unitLength(vector);
      });
    }
    return out;
  }

  async release(): Promise<void> {
    await this.session.release();
  }

  /** The ids padded to the longest sequence, with their mask. */
  private feeds(sequences: readonly number[][]): ort.InferenceSession.FeedsType {
    const rows = sequences.length;
    const length = Math.max(...sequences.map((s) => s.length));
    const ids = new BigInt64Array(rows * length).fill(BigInt(this.tokenizer.padId));
    const mask = new BigInt64Array(rows * length);
    sequences.forEach((s, r) => {
      s.forEach((id, t) => {
        ids[r * length + t] = BigInt(id);
        mask[r * length + t] = 1n;
      });
    });
    return {
      input_ids: new ort.Tensor('int64', ids, [rows, length]),
      attention_mask: new ort.Tensor('int64', mask, [rows, length]),
    };
  }

  private async pass(sequences: readonly number[][]): Promise<SequenceReading[]> {
    const length = Math.max(...sequences.map((s) => s.length));
    const result = await this.session.run(this.feeds(sequences), ['logits', 'token_shares']);
    const logits = result.logits.data as Float32Array;
    const shares = result.token_shares.data as Float32Array;
    const labels = result.logits.dims[1];
    return sequences.map((s, r) => ({
      logits: Array.from(logits.subarray(r * labels, (r + 1) * labels)),
      tokens: s.map((_, t) =>
        Array.from(shares.subarray((r * length + t) * labels, (r * length + t + 1) * labels)),
      ),
    }));
  }
}
