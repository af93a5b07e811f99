import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { EncoderClassifier } from './encoder/encoder-classifier';
import { OnnxEncoderClassifier } from './encoder/onnx-encoder';
import {
  centred,
  readSentenceCentre,
  SENTENCE_CENTRE_FILE,
  SentenceCentre,
} from './encoder/sentence-vectors';
import { initBackend } from './runtime/backend';
import { BiasClassifier } from './bias-classifier';
import { BiasEncoder } from './bias-encoder';
import { Calibration, readCalibration, UNCALIBRATED } from './calibration';
import { detectLanguage } from '../language/detect-language';
import { eldDetector } from '../language/eld-detector';
import { outletStripper } from './outlet-marks';
import { OutletTable } from './outlets';
import { WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import { BiasModel } from './bias-model';
import { TextModels } from './text-models';
import { accurateTier, fastTier } from './tiers';
import { WordPieceCnn } from './wordpiece-cnn';
import { hasWordPrior, loadWordPrior, NO_WORD_PRIOR } from './word-prior';

// Public API of the analysis models. Models load once per process (per directory) and predict in batches.

export { softmax, weightedMean } from './aggregate';
export { calibratedProbabilities, sentimentHead, temperatureOf } from './calibration';
export type { Calibration, MixedRule, UncertaintyRule, VectorScaling } from './calibration';
export { isContentWord } from './explanations';
export type { ArticleInput } from './bias-classifier';
export * from './labels';
export { normaliseText, tokenise } from './normalise';
export type { BiasPrediction } from './bias-model';
export { BiasModel } from './bias-model';
export type { Prediction } from './prediction';
export type {
  LanguageOf,
  ReadingExtras,
  ReadOptions,
  SentimentPrediction,
  SentimentReadingLabel,
  TextAnalysis,
  WeightedWords,
} from './text-models';
export {
  analysisOf,
  DEFAULT_MAX_WINDOWS,
  readingOf,
  readsAsEnglish,
  TextModels,
} from './text-models';
export { DOMAINS, isDomain } from './domains';
export type { Domain } from './domains';
export { clauseRanges, mixedVerdict } from './mixed';
export type { MixedVerdict, ReadPart } from './mixed';
export { charWindows, sentenceSpans, splitSentences } from './segments';
export type { Span } from './segments';
export { evenSample, textWindows, windowedText } from './text-windows';
export type { TextWindow, WindowedText } from './text-windows';
export type { TaskProbabilities, TierModel, WindowReading } from './tiers';
export type { WordWeight } from './explanations';
export type { OutletRating } from './outlets';
export { initBackend } from './runtime/backend';
export { loadWordPrior, withWordPrior, WORD_PRIOR_WEIGHT } from './word-prior';
export type { WordPrior } from './word-prior';

/** services/analysis/models, the committed weights. */
export const DEFAULT_MODELS_DIR = path.resolve(__dirname, '../../models');

/** Sentence vectors from the accurate encoder (either runtime): `analysis.embed`. */
export interface SentenceEncoder {
  readonly tokenizer: { encode(text: string): number[] };
  embed(sequences: readonly number[][]): Promise<number[][]>;
}

export interface Models {
  text: TextModels;
  bias: BiasModel;
  sentences: SentenceEncoder;
}

const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => T | Promise<T>): Promise<T> {
  if (!cache.has(key)) {
    cache.set(key, initBackend().then(load));
  }
  return cache.get(key) as Promise<T>;
}

export interface LoadOptions {
  /**
   * false: every head as trained, without its calibration.json (for fitting the calibration
   * itself, `npm run calibrate`). Default true.
   */
  calibrated?: boolean;
  /**
   * What runs the accurate encoder: ONNX Runtime (default, what the service serves with) or
   * TensorFlow.js (the reference both are held to; docs/architecture.md, "Models").
   */
  runtime?: 'onnx' | 'tfjs';
  /** ONNX Runtime's threads per pass. */
  threads?: number;
}

function calibrationIn(dir: string, version: string, options: LoadOptions): Calibration {
  return options.calibrated === false ? UNCALIBRATED : readCalibration(dir, version);
}

/** The accurate encoder (models/accurate) and the fast CNN distilled from it (models/fast). */
export function loadTextModels(
  dir = DEFAULT_MODELS_DIR,
  options: LoadOptions = {},
): Promise<TextModels> {
  const runtime = options.runtime ?? 'onnx';
  const key = `${path.join(dir, 'text')}:${options.calibrated !== false}:${runtime}`;
  return once(key, async () => {
    const accurateDir = path.join(dir, 'accurate');
    const fastDir = path.join(dir, 'fast');
    const encoder = await loadAccurateEncoder(dir, options);
    const cnn = WordPieceCnn.load(fastDir);
    // The language detector's n-grams load now, with the models: a few hundred milliseconds of the
    // event loop the first request would otherwise wait out.
    eldDetector();
    // What the detector surely finds in another language is answered with its language and never
    // read (text-models.ts), wherever the models are loaded: service, worker, CLI.
    return new TextModels(
      accurateTier(encoder, calibrationIn(accurateDir, encoder.version, options)),
      fastTier(cnn, calibrationIn(fastDir, cnn.version, options)),
      detectLanguage,
      hasWordPrior(dir) ? loadWordPrior(dir) : NO_WORD_PRIOR,
    );
  });
}

/**
 * The accurate encoder, loaded once per directory and runtime: the accurate tier reads with it and
 * sentence vectors come from it, so the weights are in memory once.
 */
export function loadAccurateEncoder(
  dir = DEFAULT_MODELS_DIR,
  options: LoadOptions = {},
): Promise<OnnxEncoderClassifier | EncoderClassifier> {
  const runtime = options.runtime ?? 'onnx';
  const accurateDir = path.join(dir, 'accurate');
  return once<OnnxEncoderClassifier | EncoderClassifier>(`${accurateDir}:encoder:${runtime}`, () =>
    runtime === 'onnx'
      ? OnnxEncoderClassifier.load(accurateDir, { threads: options.threads })
      : EncoderClassifier.load(accurateDir),
  );
}

/**
 * The n-gram bias model (models/bias, the fast tier), the encoder blended with it
 * (models/bias-encoder), and the outlet table (models/outlets).
 */
export function loadBiasModel(
  dir = DEFAULT_MODELS_DIR,
  options: LoadOptions = {},
): Promise<BiasModel> {
  const ngramDir = path.join(dir, 'bias');
  return once(`${ngramDir}:${options.calibrated !== false}`, () => {
    const encoderDir = path.join(dir, 'bias-encoder');
    const ngram = BiasClassifier.load(ngramDir);
    const encoder = BiasEncoder.load(encoderDir, ngram.version);
    return new BiasModel(
      ngram,
      encoder,
      OutletTable.load(dir),
      {
        accurate: calibrationIn(encoderDir, encoder.version, options),
        fast: calibrationIn(ngramDir, ngram.version, options),
      },
      loadOutletStripper(dir),
    );
  });
}

/**
 * What the leaning models read of an article (outlet-marks.ts): the outlet table's names taken out,
 * ordinary words told apart by the accurate model's vocabulary.
 */
export function loadOutletStripper(dir = DEFAULT_MODELS_DIR) {
  const vocabulary = WordPieceTokenizer.fromVocabFile(path.join(dir, 'accurate', 'vocab.txt'), {
    maxTokens: 512,
  });
  return outletStripper(OutletTable.load(dir).names, (w) => vocabulary.hasWord(w));
}

/** Every model from `dir` (default: the committed ones). */
export async function loadModels(
  dir = DEFAULT_MODELS_DIR,
  options: LoadOptions = {},
): Promise<Models> {
  const [text, bias, encoder] = await Promise.all([
    loadTextModels(dir, options),
    loadBiasModel(dir, options),
    loadAccurateEncoder(dir, options),
  ]);
  const accurateDir = path.join(dir, 'accurate');
  const centre = readSentenceCentre(accurateDir, encoder.version);
  return { text, bias, sentences: centredSentences(encoder, centre, accurateDir) };
}

/**
 * The encoder's sentence vectors less the centre fitted for it (serving/encoder/sentence-vectors.ts).
 * Without one they are not the vectors the stories' threshold was chosen on, so embedding refuses
 * rather than groups articles wrongly; reading texts does not need it.
 */
export function centredSentences(
  encoder: SentenceEncoder,
  centre: SentenceCentre | null,
  dir: string,
): SentenceEncoder {
  return {
    tokenizer: encoder.tokenizer,
    async embed(sequences) {
      if (!centre) {
        throw new Error(
          `${dir} has no ${SENTENCE_CENTRE_FILE}: run npm run calibrate -- --only sentences`,
        );
      }
      return (await encoder.embed(sequences)).map((vector) => centred(vector, centre.mean));
    },
  };
}

/**
 * What the text answers depend on, as one hash: the accurate model's description (its version and
 * weights checksum) and its calibration. Callers that keep answers (the gateway's result cache) key
 * them by it, so a new model or a refitted calibration never serves an old answer.
 */
export function textModelsFingerprint(dir = DEFAULT_MODELS_DIR): string {
  const hash = createHash('sha256');
  for (const file of ['model.json', 'calibration.json']) {
    const at = path.join(dir, 'accurate', file);
    hash.update(file).update(existsSync(at) ? readFileSync(at) : '');
  }
  return hash.digest('hex').slice(0, 16);
}
