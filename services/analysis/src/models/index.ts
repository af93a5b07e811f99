import * as path from 'node:path';
import { EncoderClassifier } from '../encoder/encoder-classifier';
import { initBackend } from './backend';
import { BiasClassifier } from './bias-classifier';
import { BiasEncoder } from './bias-encoder';
import { BiasModel, TextModels } from './predictions';
import { accurateTier, fastTier } from './tiers';
import { WordPieceCnn } from './wordpiece-cnn';

// Public API of the analysis models. Models load once per process (per directory) and predict in batches.

export { weightedMean } from './aggregate';
export type { ArticleInput } from './bias-classifier';
export * from './labels';
export { normaliseText, tokenise } from './normalise';
export type {
  BiasPrediction,
  Prediction,
  ReadOptions,
  SentimentPrediction,
  TextAnalysis,
} from './predictions';
export { analysisOf, BiasModel, DEFAULT_MAX_WINDOWS, readingOf, TextModels } from './predictions';
export { charWindows, splitSentences } from './segments';
export { evenSample, textWindows } from './text-windows';
export type { TaskProbabilities, TierModel } from './tiers';
export { initBackend } from './backend';

/** services/analysis/models, the committed weights. */
export const DEFAULT_MODELS_DIR = path.resolve(__dirname, '../../models');

export interface Models {
  text: TextModels;
  bias: BiasModel;
}

const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => T): Promise<T> {
  if (!cache.has(key)) {
    cache.set(key, initBackend().then(load));
  }
  return cache.get(key) as Promise<T>;
}

/** The accurate encoder (models/accurate) and the fast CNN distilled from it (models/fast). */
export function loadTextModels(dir = DEFAULT_MODELS_DIR): Promise<TextModels> {
  return once(path.join(dir, 'text'), () => {
    const accurate = accurateTier(EncoderClassifier.load(path.join(dir, 'accurate')));
    return new TextModels(accurate, fastTier(WordPieceCnn.load(path.join(dir, 'fast'))));
  });
}

/** The n-gram bias model (models/bias, the fast tier) and the encoder blended with it (models/bias-encoder). */
export function loadBiasModel(dir = DEFAULT_MODELS_DIR): Promise<BiasModel> {
  const ngramDir = path.join(dir, 'bias');
  return once(ngramDir, () => {
    const ngram = BiasClassifier.load(ngramDir);
    return new BiasModel(ngram, BiasEncoder.load(path.join(dir, 'bias-encoder'), ngram.version));
  });
}

/** Every model from `dir` (default: the committed ones). */
export async function loadModels(dir = DEFAULT_MODELS_DIR): Promise<Models> {
  const [text, bias] = await Promise.all([loadTextModels(dir), loadBiasModel(dir)]);
  return { text, bias };
}
