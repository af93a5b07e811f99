import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { tokenise } from '../models/normalise';
import { memberWeightName, UNK_ID } from '../models/text-cnn';
import { TextCnnModelConfig } from '../models/text-cnn-classifier';
import { Vocabulary } from '../models/vocabulary';
import { saveModelDir } from '../models/weights-file';
import {
  CnnExample,
  CnnTrainOptions,
  Evaluation,
  Predict,
  TrainedCnn,
  trainTextCnn,
} from './cnn-trainer';
import { loadPretrainedVectors } from './pretrained-vectors';
import { Rng } from './rng';

// Shared by the sentiment and emotion tasks: vocabulary, pretrained initialisation, training and the
// saved model directory (model.json + weights.bin + vocab.json).

export const VOCAB_FILE = 'vocab.json';

/** Class probabilities for raw texts. */
export type TextPredict = (texts: string[]) => number[][];

export interface TextExample {
  text: string;
  target: number[];
  weight: number;
}

export interface CnnTaskResult {
  /** One trained network per ensemble member. */
  members: TrainedCnn[];
  vocabulary: Vocabulary;
  pretrainedCoverage: number;
}

/**
 * Tokens seen in the training text, ranked by count, then the most frequent remaining pretrained words
 * up to `maxSize`: those keep their pretrained vectors, so unseen but common words still carry meaning.
 */
function buildVocabulary(
  texts: string[][],
  pretrainedWords: string[],
  known: (w: string) => boolean,
  maxSize: number,
) {
  const counts = new Map<string, number>();
  for (const tokens of texts) for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const [t, c] of counts) if (c < 2 && !known(t)) counts.delete(t);
  const base = Vocabulary.fromCounts(counts, maxSize, 1);
  const extra: string[] = [];
  const have = new Set(base.tokens);
  for (const w of pretrainedWords) {
    if (base.size + extra.length >= maxSize) break;
    if (!have.has(w)) extra.push(w);
  }
  return new Vocabulary([...base.tokens, ...extra]);
}

export function trainCnnTask(
  train: TextExample[],
  vocabularyTexts: string[],
  options: CnnTrainOptions & { maxVocabulary: number },
  evaluate: (predict: TextPredict) => Evaluation,
  log: (line: string) => void,
): CnnTaskResult {
  log('loading pretrained vectors');
  const vectors = loadPretrainedVectors();
  const dim = vectors.dimensions;
  if (dim !== options.config.embeddingDim) throw new Error(`pretrained vectors are ${dim}-d`);
  const vocabulary = buildVocabulary(
    vocabularyTexts.map(tokenise),
    vectors.wordsByFrequency,
    (w) => vectors.get(w) !== undefined,
    options.maxVocabulary,
  );
  // Words without a pretrained vector start uniform with the pretrained vectors' spread (Kim 2014).
  const table = new Float32Array(vocabulary.size * dim);
  let covered = 0;
  let sumSq = 0;
  vocabulary.tokens.forEach((t, i) => {
    const v = i < Vocabulary.RESERVED.length ? undefined : vectors.get(t);
    if (!v) return;
    table.set(v, i * dim);
    covered++;
    for (const x of v) sumSq += x * x;
  });
  const spread = Math.sqrt((3 * sumSq) / Math.max(covered * dim, 1));
  const rng = new Rng(options.seed + 1);
  vocabulary.tokens.forEach((t, i) => {
    if (i === 0 || vectors.get(t)) return;
    for (let k = 0; k < dim; k++) table[i * dim + k] = rng.uniform(-spread, spread);
  });
  log(`vocabulary ${vocabulary.size}, pretrained rows ${covered}`);

  const encode = (tokens: string[]) => vocabulary.encode(tokens.slice(0, options.config.maxTokens));
  const examples: CnnExample[] = train
    .map((e) => ({ ids: encode(tokenise(e.text)), target: e.target, weight: e.weight }))
    .filter((e) => e.ids.length > 0);
  log(`training examples ${examples.length}`);
  const devPredict =
    (p: Predict): TextPredict =>
    (texts) =>
      p(texts.map((t) => encode(tokenise(t))).map((ids) => (ids.length ? ids : [UNK_ID])));
  const members = Array.from({ length: options.config.members }, (_, m) => {
    log(`ensemble member ${m + 1} of ${options.config.members}`);
    const seed = options.seed + 1000 * m;
    return trainTextCnn(examples, table, { ...options, seed }, (p) => evaluate(devPredict(p)), log);
  });
  return { members, vocabulary, pretrainedCoverage: covered / vocabulary.size };
}

export function saveCnnModel(
  dir: string,
  meta: { task: string; version: string; labels: readonly string[]; config: TextCnnModelConfig },
  result: { members: TrainedCnn[]; vocabulary: Vocabulary },
): void {
  const dim = meta.config.embeddingDim;
  const weights: Record<string, tf.Tensor> = {};
  result.members.forEach((member, m) => {
    weights[memberWeightName(m, 'embedding')] = tf.tensor2d(member.embedding, [
      result.vocabulary.size,
      dim,
    ]);
    for (const [name, tensor] of Object.entries(member.weights))
      weights[memberWeightName(m, name)] = tensor;
  });
  saveModelDir(
    dir,
    {
      format: 'sentilog-text-cnn',
      version: meta.version,
      task: meta.task,
      labels: [...meta.labels],
      config: meta.config,
    },
    weights,
  );
  result.members.forEach((_, m) => weights[memberWeightName(m, 'embedding')].dispose());
  fs.writeFileSync(path.join(dir, VOCAB_FILE), JSON.stringify(result.vocabulary.tokens) + '\n');
}
