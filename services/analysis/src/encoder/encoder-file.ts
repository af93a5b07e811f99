import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadModelDir, ModelFile, NamedWeights } from '../models/weights-file';

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
}

export interface EncoderModelFile extends ModelFile<EncoderConfig> {
  weightsSha256: string;
  /** Where the pretrained encoder came from (package, version, licence, checksums); null for test models. */
  encoder: Record<string, string> | null;
  training: Record<string, unknown>;
}

export interface LoadedEncoderFile {
  model: EncoderModelFile;
  weights: NamedWeights;
  vocabFile: string;
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function check(condition: boolean, dir: string, problem: string): void {
  if (!condition) throw new Error(`${dir}: ${problem}`);
}

/** Reads and checks an exported encoder classifier; the caller disposes the weights. */
export function loadEncoderDir(dir: string): LoadedEncoderFile {
  const { model: file, weights } = loadModelDir<EncoderConfig>(dir);
  const model = file as EncoderModelFile;
  try {
    check(
      model.format === ENCODER_FORMAT,
      dir,
      `format ${model.format}, expected ${ENCODER_FORMAT}`,
    );
    const paths = model.weightsManifest.flatMap((g) => g.paths);
    const actual = paths.map((p) => sha256(path.join(dir, p))).join('');
    check(actual === model.weightsSha256, dir, 'the weights do not match the sha256 in model.json');
    const c = model.config;
    check(c.activation === 'gelu', dir, `activation ${c.activation} is not supported`);
    check(c.pooling === 'mean' || c.pooling === 'cls', dir, `pooling ${String(c.pooling)}`);
    check(c.hiddenSize % c.heads === 0, dir, 'hiddenSize is not a multiple of heads');
    check(c.tokenizer.maxTokens <= c.maxPositions, dir, 'maxTokens exceeds the position table');
    const word = weights['embeddings.word_embeddings.weight'];
    check(
      word?.shape[0] === c.vocabSize && word.shape[1] === c.hiddenSize,
      dir,
      'the word embeddings do not match vocabSize x hiddenSize',
    );
  } catch (err) {
    Object.values(weights).forEach((t) => t.dispose());
    throw err;
  }
  return { model, weights, vocabFile: path.join(dir, model.config.tokenizer.vocab) };
}
