import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import {
  BiasClassifier,
  BiasModelConfig,
  SOURCE_PRIOR_FILE,
  SourcePriorFile,
  sourceKey,
} from '../models/bias-classifier';
import { articleText, hashedCounts, tfidfRow } from '../models/hashed-features';
import { softmax } from '../models/aggregate';
import { BIAS_LABELS } from '../models/labels';
import { saveModelDir } from '../models/weights-file';
import { loadNewsArticles, loadNewsSplit, NewsArticle } from './datasets';
import { argmax, macroF1 } from './metrics';
import { Rng } from './rng';
import { SparseAdamRows } from './sparse-adam';
import { everyNth, TaskRun, TrainReport } from './task';

// Political leaning of news articles from the text alone (title + text; never the outlet, which gives
// the label away on the random split). A linear softmax over hashed TF-IDF unigrams and bigrams with
// early stopping on the valid split. The inputs are sparse (about a thousand of 2^18 features per
// article), so training runs the layer in JavaScript with sparse Adam updates; inference runs the same
// weights as a dense TensorFlow.js layer. A second model with the same settings is trained on the media
// split, whose valid outlets are unseen, to report how the text model generalises.

const CONFIG: BiasModelConfig = { bits: 18, windowChars: 4000 };
const HYPER = { epochs: 30, batchSize: 32, learningRate: 0.01, patience: 4 };
const CLASSES = BIAS_LABELS.length;

interface Counted {
  buckets: Int32Array;
  counts: Float32Array;
  label: number;
}

interface Weighted {
  /** Feature rows, the last one being the always-on bias row. */
  rows: Int32Array;
  values: Float32Array;
  label: number;
}

function featurise(articles: NewsArticle[], labels: number[]): Counted[] {
  return articles.map((a, i) => {
    const counts = hashedCounts(articleText(a), CONFIG);
    return {
      buckets: Int32Array.from(counts.keys()),
      counts: Float32Array.from(counts.values()),
      label: labels[i],
    };
  });
}

/** Smoothed inverse document frequency per bucket over the training articles. */
function inverseDocumentFrequency(docs: Counted[]): Float32Array {
  const df = new Float32Array(1 << CONFIG.bits);
  for (const d of docs) for (const b of d.buckets) df[b]++;
  return df.map((n) => Math.log((1 + docs.length) / (1 + n)) + 1);
}

/** The sparse form of the dense row `tfidfRow` builds at inference, plus the bias row. */
function weigh(docs: Counted[], idf: Float32Array): Weighted[] {
  const biasRow = 1 << CONFIG.bits;
  return docs.map((d) => {
    const dense = new Map<number, number>();
    d.buckets.forEach((b, k) => dense.set(b, d.counts[k]));
    const row = new Float32Array(idf.length);
    tfidfRow(dense, idf, row);
    const rows = Int32Array.from([...d.buckets, biasRow]);
    const values = Float32Array.from([...d.buckets].map((b) => row[b]).concat(1));
    return { rows, values, label: d.label };
  });
}

function probabilities(doc: Weighted, table: Float32Array): number[] {
  const logits = new Array<number>(CLASSES).fill(0);
  doc.rows.forEach((r, k) => {
    for (let c = 0; c < CLASSES; c++) logits[c] += doc.values[k] * table[r * CLASSES + c];
  });
  return softmax(logits);
}

interface LinearModel {
  idf: Float32Array;
  /** [2^bits + 1, classes]: the kernel rows, then the bias. */
  table: Float32Array;
  validF1: number;
  history: Record<string, number>[];
}

function trainLinear(
  trainDocs: Counted[],
  validDocs: Counted[],
  seed: number,
  epochs: number,
  log: (l: string) => void,
): LinearModel {
  const rng = new Rng(seed);
  const idf = inverseDocumentFrequency(trainDocs);
  const train = weigh(trainDocs, idf);
  const valid = weigh(validDocs, idf);
  const table = new Float32Array(((1 << CONFIG.bits) + 1) * CLASSES);
  const optimizer = new SparseAdamRows(table, CLASSES, HYPER.learningRate);
  const gold = valid.map((d) => d.label);
  let best: LinearModel | undefined;
  let sinceBest = 0;
  const history: Record<string, number>[] = [];
  for (let epoch = 1; epoch <= epochs && sinceBest < HYPER.patience; epoch++) {
    const order = rng.shuffle(train.map((_, i) => i));
    let lossSum = 0;
    for (let i = 0; i < order.length; i += HYPER.batchSize) {
      const batch = order.slice(i, i + HYPER.batchSize);
      for (const k of batch) {
        const doc = train[k];
        const p = probabilities(doc, table);
        lossSum -= Math.log(Math.max(p[doc.label], 1e-12));
        // Cross-entropy gradient of the logits, spread over the document's feature rows.
        const dLogits = p.map((v, c) => (v - (c === doc.label ? 1 : 0)) / batch.length);
        const grad = new Float32Array(doc.rows.length * CLASSES);
        doc.values.forEach((v, r) => dLogits.forEach((g, c) => (grad[r * CLASSES + c] = v * g)));
        optimizer.accumulate(doc.rows, grad);
      }
      optimizer.update();
    }
    const validF1 = macroF1(
      gold,
      valid.map((d) => argmax(probabilities(d, table))),
      CLASSES,
    );
    history.push({ epoch, loss: lossSum / train.length, valid_macro_f1: validF1 });
    log(
      `epoch ${epoch} loss ${(lossSum / train.length).toFixed(4)} valid macro-F1 ${validF1.toFixed(4)}`,
    );
    if (!best || validF1 > best.validF1) {
      best = { idf, table: Float32Array.from(table), validF1, history };
      sinceBest = 0;
    } else sinceBest++;
  }
  if (!best) throw new Error('no training data');
  return best;
}

/** Outlet name and host → label counts in the given training articles; hosts shared by differently rated outlets are left out. */
function sourcePrior(articles: NewsArticle[], labels: number[]): SourcePriorFile {
  const sources: Record<string, number[]> = {};
  const add = (key: string, label: number) => {
    if (!key) return;
    sources[key] ??= BIAS_LABELS.map(() => 0);
    sources[key][label]++;
  };
  articles.forEach((a, i) => {
    add(sourceKey(a.source), labels[i]);
    if (sourceKey(a.sourceUrl) !== sourceKey(a.source)) add(sourceKey(a.sourceUrl), labels[i]);
  });
  for (const [key, counts] of Object.entries(sources)) {
    if (counts.filter((c) => c > 0).length > 1) delete sources[key];
  }
  return { labels: [...BIAS_LABELS], sources };
}

function splitData(
  all: Map<string, NewsArticle>,
  split: 'random' | 'media',
  part: 'train' | 'valid',
) {
  const rows = loadNewsSplit(split, part);
  return { articles: rows.map((r) => all.get(r.text)!), labels: rows.map((r) => r.label) };
}

export function trainBias(run: TaskRun): TrainReport {
  const epochs = run.epochs ?? HYPER.epochs;
  const all = loadNewsArticles();
  const sample = <T>(xs: T[]) => everyNth(xs, run.sample);
  const data = {
    random: { train: splitData(all, 'random', 'train'), valid: splitData(all, 'random', 'valid') },
    media: { train: splitData(all, 'media', 'train'), valid: splitData(all, 'media', 'valid') },
  };
  run.log('featurising articles');
  const feats = (d: { articles: NewsArticle[]; labels: number[] }) =>
    featurise(sample(d.articles), sample(d.labels));
  const randomTrain = feats(data.random.train);
  const randomValid = feats(data.random.valid);
  run.log(`random split: train ${randomTrain.length}, valid ${randomValid.length}`);
  const model = trainLinear(randomTrain, randomValid, run.seed, epochs, run.log);

  fs.mkdirSync(run.outDir, { recursive: true });
  const dim = 1 << CONFIG.bits;
  saveModelDir(
    run.outDir,
    {
      format: 'sentilog-hashed-linear',
      version: run.version,
      task: 'bias',
      labels: [...BIAS_LABELS],
      config: CONFIG,
    },
    {
      idf: tf.tensor1d(model.idf),
      kernel: tf.tensor2d(model.table.subarray(0, dim * CLASSES), [dim, CLASSES]),
      bias: tf.tensor1d(model.table.subarray(dim * CLASSES)),
    },
  );
  const prior = sourcePrior(data.random.train.articles, data.random.train.labels);
  fs.writeFileSync(path.join(run.outDir, SOURCE_PRIOR_FILE), JSON.stringify(prior) + '\n');

  // Scored through the shipped inference code, from raw articles.
  const loaded = BiasClassifier.load(run.outDir);
  const scoreSplit = (d: { articles: NewsArticle[]; labels: number[] }) => {
    const articles = sample(
      d.articles.map((a) => ({ title: a.title, text: a.text, source: a.source })),
    );
    const gold = sample(d.labels);
    const text = loaded.textProbabilities(articles);
    const withPrior = text.map((p, i) => loaded.withSourcePrior(p, articles[i].source));
    return {
      text: macroF1(gold, text.map(argmax), 3),
      prior: macroF1(gold, withPrior.map(argmax), 3),
    };
  };
  const random = scoreSplit(data.random.valid);
  const mediaValidOfRandomModel = scoreSplit(data.media.valid);

  run.log('media split: training the same model on outlets disjoint from its valid split');
  const media = trainLinear(
    feats(data.media.train),
    feats(data.media.valid),
    run.seed,
    epochs,
    run.log,
  );

  return {
    data: {
      'random split train articles': randomTrain.length,
      'random split valid articles': randomValid.length,
      'outlets/hosts in the source prior': Object.keys(prior.sources).length,
    },
    hyperparameters: { ...CONFIG, ...HYPER, epochs },
    devMetrics: {
      random_valid_macro_f1_text: random.text,
      media_valid_macro_f1_text_media_trained: media.validF1,
    },
    notes: {
      'random valid macro-F1, text + source prior': random.prior,
      'media valid macro-F1 of the shipped (random-split) model, text only — outlets and possibly articles seen in training, not a generalisation estimate':
        mediaValidOfRandomModel.text,
    },
    history: model.history,
  };
}
