import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { encodeFloat16 } from './float16';

// A model directory holds model.json (labels, config and a standard tfjs weights manifest) and one
// weights.bin shard. Weight tensors are kept by name so each architecture declares what it needs.

export const MODEL_FILE = 'model.json';
const WEIGHTS_FILE = 'weights.bin';

export interface ModelFile<C> {
  format: string;
  version: string;
  task: string;
  labels: string[];
  config: C;
  weightsManifest: tf.io.WeightsManifestConfig;
}

export type NamedWeights = Record<string, tf.Tensor>;

export function saveModelDir<C>(
  dir: string,
  meta: Omit<ModelFile<C>, 'weightsManifest'>,
  weights: NamedWeights,
): void {
  fs.mkdirSync(dir, { recursive: true });
  const specs: tf.io.WeightsManifestEntry[] = [];
  const parts: Uint16Array[] = [];
  for (const [name, tensor] of Object.entries(weights)) {
    specs.push({
      name,
      shape: tensor.shape,
      dtype: 'float32',
      quantization: { dtype: 'float16' },
    });
    parts.push(encodeFloat16(tensor.dataSync() as Float32Array));
  }
  const model: ModelFile<C> = {
    ...meta,
    weightsManifest: [{ paths: [WEIGHTS_FILE], weights: specs }],
  };
  fs.writeFileSync(path.join(dir, MODEL_FILE), JSON.stringify(model, null, 1) + '\n');
  fs.writeFileSync(
    path.join(dir, WEIGHTS_FILE),
    Buffer.concat(parts.map((p) => Buffer.from(p.buffer))),
  );
}

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
