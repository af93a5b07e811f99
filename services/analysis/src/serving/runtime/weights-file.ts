import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';

// A model directory holds model.json (labels, config and a standard tfjs weights manifest) and one
// weights.bin shard, written by the Python trainers (training/); float16 or uint8 storage is
// dequantised by tfjs's own weight decoder. Weight tensors are kept by name so each architecture
// declares what it needs.
// serving/runtime/ is the bottom layer of the analysis serving code: serving/encoder/ (tokenizer,
// BERT encoder, encoder files) builds on it, and the rest of serving/ (classifiers, tiers,
// calibration) builds on both; none imports upward (infra/eslint/boundaries.mjs keeps it so).

export const MODEL_FILE = 'model.json';

export interface ModelFile<C> {
  format: string;
  version: string;
  task: string;
  labels: string[];
  config: C;
  weightsManifest: tf.io.WeightsManifestConfig;
}

export type NamedWeights = Record<string, tf.Tensor>;

export function loadModelDir<C>(dir: string): { model: ModelFile<C>; weights: NamedWeights } {
  const model = JSON.parse(fs.readFileSync(path.join(dir, MODEL_FILE), 'utf8')) as ModelFile<C>;
  const buffers: ArrayBuffer[] = [];
  const specs: tf.io.WeightsManifestEntry[] = [];
  for (const group of model.weightsManifest) {
    for (const p of group.paths) {
      const bytes = fs.readFileSync(path.join(dir, p));
      buffers.push(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    }
    specs.push(...group.weights);
  }
  const merged = buffers.length === 1 ? buffers[0] : tf.io.concatenateArrayBuffers(buffers);
  return { model, weights: tf.io.decodeWeights(merged, specs) };
}
