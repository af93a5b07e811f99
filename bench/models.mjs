/**
 * Both tiers of our TensorFlow.js text models (accurate: the fine-tuned encoder; fast: the CNN
 * distilled from it) and the bias model, beside VADER (`vader-sentiment`) and AFINN (`sentiment`),
 * in one process on the same dev texts: accuracy and macro-F1 on every dev set, then texts per
 * second on the SST-2 dev sentences, p50/p99 for one 30-word text, load time and resident memory.
 */
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { percentile, report } from './report.mjs';

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '../services/analysis/dist');
const models = require(join(dist, 'models'));
const { EncoderClassifier } = require(join(dist, 'encoder/encoder-classifier'));
const { WordPieceCnn } = require(join(dist, 'models/wordpiece-cnn'));
const { accurateTier, fastTier } = require(join(dist, 'models/tiers'));
const data = require(join(dist, 'evaluation/datasets'));
const { accuracy, macroF1 } = require(join(dist, 'evaluation/metrics'));
const { SentimentIntensityAnalyzer } = require('vader-sentiment');
const Afinn = require('sentiment');
const afinn = new Afinn();

const NEG = 0;
const NEU = 1;
const POS = 2;
const SENTIMENT = { NEGATIVE: NEG, NEUTRAL: NEU, POSITIVE: POS };
const mb = (bytes) => bytes / 2 ** 20;

/** Seconds to load a model, and the resident memory it added. */
function timedLoad(load) {
  const rss = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  const model = load();
  const loadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { model, loadSeconds, addedMb: mb(process.memoryUsage().rss - rss) };
}

await models.initBackend();
const dir = models.DEFAULT_MODELS_DIR;
const accurateLoad = timedLoad(() => EncoderClassifier.load(join(dir, 'accurate')));
const fastLoad = timedLoad(() => WordPieceCnn.load(join(dir, 'fast')));
const ngramLoad = timedLoad(() =>
  require(join(dist, 'models/bias-classifier')).BiasClassifier.load(join(dir, 'bias')),
);
const biasEncoderLoad = timedLoad(() =>
  require(join(dist, 'models/bias-encoder')).BiasEncoder.load(
    join(dir, 'bias-encoder'),
    ngramLoad.model.version,
  ),
);
const text = new models.TextModels(accurateTier(accurateLoad.model), fastTier(fastLoad.model));
const bias = new models.BiasModel(ngramLoad.model, biasEncoderLoad.model);
const residentMb = mb(process.memoryUsage().rss);

const tiers = {
  'SentiLog accurate': { tier: 'accurate', load: accurateLoad, batch: 32 },
  'SentiLog fast': { tier: 'fast', load: fastLoad, batch: 256 },
};
const ours = (tier) => (texts) => text.analyze(texts, { tier });
const sentimentOf = {
  ...Object.fromEntries(
    Object.entries(tiers).map(([name, t]) => [
      name,
      (texts) => ours(t.tier)(texts).map((a) => a.sentiment),
    ]),
  ),
};

// Three classes, and the binary SST-2 decision (the larger of positive and negative).
const threeClass = {
  ...Object.fromEntries(
    Object.entries(sentimentOf).map(([name, f]) => [
      name,
      (texts) => f(texts).map((p) => SENTIMENT[p.label]),
    ]),
  ),
  // VADER's documented thresholds: compound ≥ 0.05 positive, ≤ -0.05 negative.
  VADER: (texts) =>
    texts.map((t) => {
      const c = SentimentIntensityAnalyzer.polarity_scores(t).compound;
      return c >= 0.05 ? POS : c <= -0.05 ? NEG : NEU;
    }),
  'AFINN-165': (texts) =>
    texts.map((t) => {
      const s = afinn.analyze(t).score;
      return s > 0 ? POS : s < 0 ? NEG : NEU;
    }),
};
const binary = {
  ...Object.fromEntries(
    Object.entries(sentimentOf).map(([name, f]) => [
      name,
      (texts) => f(texts).map((p) => (p.scores.POSITIVE >= p.scores.NEGATIVE ? 1 : 0)),
    ]),
  ),
  VADER: (texts) =>
    texts.map((t) => (SentimentIntensityAnalyzer.polarity_scores(t).compound >= 0 ? 1 : 0)),
  'AFINN-165': (texts) => texts.map((t) => (afinn.analyze(t).score >= 0 ? 1 : 0)),
};

const sst2 = data.loadSst2('dev');
const sst5 = data
  .loadSst5('dev')
  .map((r) => ({ text: r.text, label: r.label <= 1 ? NEG : r.label === 2 ? NEU : POS }));
const groupLabels = data.loadGoEmotionLabels('group');
const groupIndex = { negative: NEG, neutral: NEU, positive: POS };
const group = data
  .loadGoEmotions('group', 'dev')
  .filter((r) => r.labels.length === 1 && groupLabels[r.labels[0]] !== 'ambiguous')
  .map((r) => ({ text: r.text, label: groupIndex[groupLabels[r.labels[0]]] }));

const rows = [];
const scored = (task, model, gold, predicted, classes) => ({
  task,
  model,
  n: gold.length,
  accuracy: accuracy(gold, predicted),
  macroF1: macroF1(gold, predicted, classes),
});
for (const name of Object.keys(threeClass)) {
  const gold2 = sst2.map((r) => r.label);
  rows.push(scored('SST-2 dev (binary)', name, gold2, binary[name](sst2.map((r) => r.text)), 2));
  for (const [task, set] of [
    ['SST-5 dev → 3 classes', sst5],
    ['GoEmotions group dev', group],
  ]) {
    const gold = set.map((r) => r.label);
    rows.push(scored(task, name, gold, threeClass[name](set.map((r) => r.text)), 3));
  }
}

const ekman = data.loadGoEmotionLabels('ekman');
const emotionDev = data.loadGoEmotions('ekman', 'dev').filter((r) => r.labels.length === 1);
const emotionGold = emotionDev.map((r) => r.labels[0]);
for (const [name, t] of Object.entries(tiers)) {
  const predicted = ours(t.tier)(emotionDev.map((r) => r.text)).map((a) =>
    ekman.indexOf(a.emotion.label),
  );
  rows.push(
    scored('GoEmotions Ekman dev (single-label)', name, emotionGold, predicted, ekman.length),
  );
}

const articles = data.loadNewsArticles();
const BIAS = ['LEFT', 'CENTER', 'RIGHT'];
const BIAS_TIERS = [
  ['SentiLog bias accurate (encoder + n-grams)', 'accurate', biasEncoderLoad],
  ['SentiLog bias fast (hashed n-grams)', 'fast', ngramLoad],
];
/** Bias predictions in the news service's batches of 64 articles. */
function biasOf(inputs, tier) {
  const out = [];
  for (let i = 0; i < inputs.length; i += 64)
    out.push(...bias.predict(inputs.slice(i, i + 64), tier));
  return out;
}
for (const split of ['random', 'media']) {
  const valid = data.loadNewsSplit(split, 'valid');
  const inputs = valid.map((r) => articles.get(r.id ?? r.text)).filter(Boolean);
  if (inputs.length !== valid.length) throw new Error('news split ids did not resolve to articles');
  const gold = valid.map((r) => r.label);
  // The bias models trained on the random split, whose train part shares outlets (and so style)
  // with the media split's valid part: that row overstates generalisation to unseen outlets.
  const task =
    split === 'random'
      ? 'news bias random valid (text only)'
      : 'news bias media valid (outlets seen in training)';
  const bodies = inputs.map((a) => ({ title: a.title, text: a.text }));
  for (const [name, tier] of BIAS_TIERS) {
    const predicted = biasOf(bodies, tier).map((p) => BIAS.indexOf(p.label));
    rows.push(scored(task, name, gold, predicted, 3));
  }
}

// Speed: the SST-2 dev sentences, single process; ours in the batches the services use.
const texts = sst2.map((r) => r.text);
const speed = [];
const runners = [
  ...Object.entries(tiers).map(([name, t]) => [
    name,
    () => {
      for (let i = 0; i < texts.length; i += t.batch) ours(t.tier)(texts.slice(i, i + t.batch));
    },
    t.load,
  ]),
  ['VADER', () => texts.forEach((t) => SentimentIntensityAnalyzer.polarity_scores(t))],
  ['AFINN-165', () => texts.forEach((t) => afinn.analyze(t))],
];
for (const [model, run, load] of runners) {
  run();
  const started = process.hrtime.bigint();
  const rounds = model === 'SentiLog accurate' ? 1 : 3;
  for (let r = 0; r < rounds; r++) run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  speed.push({
    task: 'speed: SST-2 dev sentences',
    model,
    textsPerSecond: (rounds * texts.length) / seconds,
    ...(load ? { loadSeconds: load.loadSeconds, loadAddedMb: load.addedMb } : {}),
  });
}
const thirtyWords =
  'The new phone arrived today and honestly the battery life is far better than I expected, though the camera still struggles a bit in low light at night.';
for (const [model, once] of [
  ['SentiLog accurate', () => ours('accurate')([thirtyWords])],
  ['SentiLog fast', () => ours('fast')([thirtyWords])],
  ['VADER', () => SentimentIntensityAnalyzer.polarity_scores(thirtyWords)],
  ['AFINN-165', () => afinn.analyze(thirtyWords)],
]) {
  const times = [];
  const n = model === 'SentiLog accurate' ? 100 : 300;
  for (let i = 0; i < n + 5; i++) {
    const t = process.hrtime.bigint();
    once();
    if (i >= 5) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  Object.assign(
    speed.find((s) => s.model === model),
    { p50ms: percentile(times, 50), p99ms: percentile(times, 99) },
  );
}
const vader = speed.find((s) => s.model === 'VADER').textsPerSecond;
for (const s of speed) s.vsVader = s.textsPerSecond / vader;

// Bias speed: whole news articles (title and up to 4,000 characters), in the news service's batches.
const sampleArticles = data
  .loadNewsSplit('random', 'valid')
  .slice(0, 256)
  .map((r) => articles.get(r.text))
  .map((a) => ({ title: a.title, text: a.text }));
for (const [model, tier, load] of BIAS_TIERS) {
  const started = process.hrtime.bigint();
  biasOf(sampleArticles, tier);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  speed.push({
    task: 'speed: news articles',
    model,
    textsPerSecond: sampleArticles.length / seconds,
    loadSeconds: load.loadSeconds,
    loadAddedMb: load.addedMb,
  });
}

report('models', [...rows, ...speed], {
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
  residentMbAfterLoading: residentMb,
  peakResidentMb: mb(process.resourceUsage().maxRSS * 1024),
  words: thirtyWords.split(' ').length,
});
