import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadModelDir, ModelFile, NamedWeights } from '../runtime/weights-file';

// The directory that services/analysis/training/sentilog_training/export.py writes: model.json (a
// standard tfjs weights manifest plus the architecture), weights.bin (float16, or uint8 with a
// per-tensor scale and minimum, which tfjs's decoder dequantises to float32 on load) and vocab.txt.

export const ENCODER_FORMAT = 'sentilog-bert-classifier/1';

export type Pooling = 'mean' | 'cls';

export interface EncoderTaskHead {
  task: string;
  labels: string[];
}

export interface EncoderConfig {
  vocabSize: number;
  hiddenSize: number;
  layers: number;
  heads: number;
  intermediateSize: number;
  maxPositions: number;
  layerNormEps: number;
  activation: string;
  pooling: Pooling;
  tokenizer: { vocab: string; lowercase: boolean; maxTokens: number };
  tasks: EncoderTaskHead[];
  /**
   * Heads that read a branch instead of the last layer: a copy of the encoder's layers from
   * `fromLayer` on, fine-tuned for that head alone (`branches.<task>.<i>.…` in weights.bin; the news
   * head, training/sentilog_training/news_head.py). Branched heads come last in `tasks`.
   */
  branches?: EncoderBranch[];
  /** What the model reads when not the raw text: 'outlet-stripped' (serving/outlet-marks.ts). */
  reads?: 'outlet-stripped';
}

export interface EncoderBranch {
  task: string;
  fromLayer: number;
}

export interface EncoderModelFile extends ExportedModelFile<EncoderConfig> {
  /** Where the pretrained encoder came from (package, version, licence, checksums); null for test models. */
  encoder: Record<string, string> | null;
}

export interface LoadedEncoderFile {
  model: EncoderModelFile;
  weights: NamedWeights;
  vocabFile: string;
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The parts every exported model directory shares: its format, checksum and tokenizer. */
export interface ExportedModelFile<
  C extends { tokenizer: { vocab: string } },
> extends ModelFile<C> {
  weightsSha256: string;
  training: Record<string, unknown>;
}

/**
 * Reads an exported model directory of the given format, refusing one whose weights differ from the
 * sha256 in model.json; `checkConfig` throws on an architecture the loader cannot run. The caller
 * disposes the weights.
 */
export function loadExportedDir<C extends { tokenizer: { vocab: string } }>(
  dir: string,
  format: string,
  checkConfig: (config: C, weights: NamedWeights, fail: (problem: string) => never) => void,
): { model: ExportedModelFile<C>; weights: NamedWeights; vocabFile: string } {
  const { model: file, weights } = loadModelDir<C>(dir);
  const model = file as ExportedModelFile<C>;
  const fail = (problem: string): never => {
    throw new Error(`${dir}: ${problem}`);
  };
  try {
    if (model.format !== format) fail(`format ${model.format}, expected ${format}`);
    const paths = model.weightsManifest.flatMap((g) => g.paths);
    const actual = paths.map((p) => sha256(path.join(dir, p))).join('');
    if (actual !== model.weightsSha256) fail('the weights do not match the sha256 in model.json');
    checkConfig(model.config, weights, fail);
  } catch (err) {
    Object.values(weights).forEach((t) => t.dispose());
    throw err;
  }
  return { model, weights, vocabFile: path.join(dir, model.config.tokenizer.vocab) };
}

/** Reads and checks an exported encoder classifier; the caller disposes the weights. */
export function loadEncoderDir(dir: string): LoadedEncoderFile {
  const { model, weights, vocabFile } = loadExportedDir<EncoderConfig>(
    dir,
    ENCODER_FORMAT,
    (c, w, fail) => {
      if (c.activation !== 'gelu') fail(`activation ${c.activation} is not supported`);
      if (c.pooling !== 'mean' && c.pooling !== 'cls') fail(`pooling ${String(c.pooling)}`);
      if (c.hiddenSize % c.heads !== 0) fail('hiddenSize is not a multiple of heads');
      if (c.tokenizer.maxTokens > c.maxPositions) fail('maxTokens exceeds the position table');
      const branches = c.branches ?? [];
      const tasks = c.tasks.map((t) => t.task);
      branches.forEach((b, i) => {
        if (!Number.isInteger(b.fromLayer) || b.fromLayer < 0 || b.fromLayer >= c.layers)
          fail(`the ${b.task} branch starts at layer ${b.fromLayer}, outside 0-${c.layers - 1}`);
        if (tasks[tasks.length - branches.length + i] !== b.task)
          fail(`the branched heads must be the last tasks, in order (${b.task})`);
      });
      const word = w['embeddings.word_embeddings.weight'];
      if (word?.shape[0] !== c.vocabSize || word.shape[1] !== c.hiddenSize)
        fail('the word embeddings do not match vocabSize x hiddenSize');
    },
  );
  return { model: model as EncoderModelFile, weights, vocabFile };
}
