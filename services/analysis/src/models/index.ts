import * as path from 'node:path';
import { initBackend } from './backend';
import { BiasClassifier } from './bias-classifier';
import { BiasModel, EmotionModel, SentimentModel } from './predictions';
import { TextCnnClassifier } from './text-cnn-classifier';

// Public API of the analysis models. Models load once per process (per directory) and predict in batches.

export { weightedMean, applyLogOffsets } from './aggregate';
export type { ArticleInput } from './bias-classifier';
export * from './labels';
export { normaliseText, tokenise } from './normalise';
export type { BiasPrediction, Prediction, SentimentPrediction } from './predictions';
export { BiasModel, EmotionModel, SentimentModel } from './predictions';
export { charWindows, splitSentences, tokenSegments } from './segments';
export { initBackend } from './backend';

/** services/analysis/models, the committed weights. */
export const DEFAULT_MODELS_DIR = path.resolve(__dirname, '../../models');

export interface Models {
  sentiment: SentimentModel;
  emotion: EmotionModel;
  bias: BiasModel;
}

const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => T): Promise<T> {
  if (!cache.has(key)) {
    cache.set(key, initBackend().then(load));
  }
  return cache.get(key) as Promise<T>;
}

export function loadSentimentModel(dir = DEFAULT_MODELS_DIR): Promise<SentimentModel> {
  const d = path.join(dir, 'sentiment');
  return once(d, () => new SentimentModel(TextCnnClassifier.load(d)));
}

export function loadEmotionModel(dir = DEFAULT_MODELS_DIR): Promise<EmotionModel> {
  const d = path.join(dir, 'emotion');
  return once(d, () => new EmotionModel(TextCnnClassifier.load(d)));
}

export function loadBiasModel(dir = DEFAULT_MODELS_DIR): Promise<BiasModel> {
  const d = path.join(dir, 'bias');
  return once(d, () => new BiasModel(BiasClassifier.load(d)));
}

/** All three models from `dir` (default: the committed ones). */
export async function loadModels(dir = DEFAULT_MODELS_DIR): Promise<Models> {
  const [sentiment, emotion, bias] = await Promise.all([
    loadSentimentModel(dir),
    loadEmotionModel(dir),
    loadBiasModel(dir),
  ]);
  return { sentiment, emotion, bias };
}
