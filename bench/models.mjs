/**
 * Both tiers of our TensorFlow.js text models (accurate: the fine-tuned encoder; fast: the CNN
 * distilled from it) and the bias model, beside VADER (`vader-sentiment`) and AFINN (`sentiment`),
 * in one process on the same dev texts: accuracy and macro-F1 on every dev set, then texts per
 * second on the SST-2 dev sentences, p50/p99 for one 30-word text, load time and resident memory.
 * `--speed`: the speed rows alone (the accurate tiers' passes over every dev set take about half an
 * hour on a 2-core machine; the speed rows a few minutes).
 */
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { percentile, report } from './report.mjs';

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '../services/analysis/dist');
const models = require(join(dist, 'serving'));
const { EncoderClassifier } = require(join(dist, 'serving/encoder/encoder-classifier'));
const { OnnxEncoderClassifier } = require(join(dist, 'serving/encoder/onnx-encoder'));
const { WordPieceCnn } = require(join(dist, 'serving/wordpiece-cnn'));
const { accurateTier, fastTier } = require(join(dist, 'serving/tiers'));
const data = require(join(dist, 'evaluation/datasets'));
const { accuracy, macroF1, expectedCalibrationError } = require(join(dist, 'evaluation/metrics'));
const { readCalibration } = require(join(dist, 'serving/calibration'));
const { SentimentIntensityAnalyzer } = require('vader-sentiment');
const Afinn = require('sentiment');
const afinn = new Afinn();

const NEG = 0;
const NEU = 1;
const POS = 2;
const SENTIMENT = { NEGATIVE: NEG, NEUTRAL: NEU, POSITIVE: POS };
const mb = (bytes) => bytes / 2 ** 20;
const speedOnly = process.argv.includes('--speed');

/** Seconds to load a model, and the resident memory it added. */
async function timedLoad(load) {
  const rss = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  const model = await load();
  const loadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { model, loadSeconds, addedMb: mb(process.memoryUsage().rss - rss) };
}

await models.initBackend();
const dir = models.DEFAULT_MODELS_DIR;
// The accurate encoder on ONNX Runtime (what the service serves with) and on TensorFlow.js (the
// reference): the same answers (parity tests), read at different speeds.
const accurateLoad = await timedLoad(() =>
  OnnxEncoderClassifier.load(join(dir, 'accurate'), { threads: 1 }),
);
const referenceLoad = await timedLoad(() => EncoderClassifier.load(join(dir, 'accurate')));
const fastLoad = await timedLoad(() => WordPieceCnn.load(join(dir, 'fast')));
const ngramLoad = await timedLoad(() =>
  require(join(dist, 'serving/bias-classifier')).BiasClassifier.load(join(dir, 'bias')),
);
const biasEncoderLoad = await timedLoad(() =>
  require(join(dist, 'serving/bias-encoder')).BiasEncoder.load(
    join(dir, 'bias-encoder'),
    ngramLoad.model.version,
  ),
);
const text = new models.TextModels(accurateTier(accurateLoad.model), fastTier(fastLoad.model));
const reference = new models.TextModels(
  accurateTier(referenceLoad.model),
  fastTier(fastLoad.model),
);
const { OutletTable } = require(join(dist, 'serving/outlets'));
const bias = new models.BiasModel(ngramLoad.model, biasEncoderLoad.model, OutletTable.load(dir));
const residentMb = mb(process.memoryUsage().rss);

const tiers = {
  'SentiLog accurate': { tier: 'accurate', load: accurateLoad, batch: 32 },
  'SentiLog fast': { tier: 'fast', load: fastLoad, batch: 256 },
};
const ours = (tier) => (texts) => text.analyze(texts, { tier });
// One reading per tier and dev text, kept: accuracy, macro-F1 and calibration all come from it.
const readings = new Map();
const read = (tier) => async (texts) => {
  const missing = [...new Set(texts.filter((t) => !readings.has(`${tier}\u0000${t}`)))];
  (await ours(tier)(missing)).forEach((a, i) => readings.set(`${tier}\u0000${missing[i]}`, a));
  return texts.map((t) => readings.get(`${tier}\u0000${t}`));
};
const sentimentOf = {
  ...Object.fromEntries(
    Object.entries(tiers).map(([name, t]) => [
      name,
      async (texts) => (await read(t.tier)(texts)).map((a) => a.sentiment),
    ]),
  ),
};

// Three classes, and the binary SST-2 decision (the larger of positive and negative).
const threeClass = {
  ...Object.fromEntries(
    Object.entries(sentimentOf).map(([name, f]) => [
      name,
      async (texts) => (await f(texts)).map((p) => SENTIMENT[p.label]),
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
      async (texts) =>
        (await f(texts)).map((p) => (p.scores.POSITIVE >= p.scores.NEGATIVE ? 1 : 0)),
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

// Calibration: our tiers read as trained (no calibration.json), and the expected calibration error
// (15 bins) of the same readings before and after the shipped calibration, applied by the service's
// own calibratedProbabilities (`npm run calibrate` fits it; the model cards give the details).
const calibrationOf = {
  accurate: readCalibration(join(dir, 'accurate'), accurateLoad.model.version),
  fast: readCalibration(join(dir, 'fast'), fastLoad.model.version),
  'bias accurate': readCalibration(join(dir, 'bias-encoder'), biasEncoderLoad.model.version),
  'bias fast': readCalibration(join(dir, 'bias'), ngramLoad.model.version),
};
const logs = (p) => p.map((x) => Math.log(Math.max(x, 1e-12)));
const calibrated = (probs, calibration, head) =>
  probs.map((p) => models.calibratedProbabilities(logs(p), calibration, head));
const sentimentProbs = (a) => [
  a.sentiment.scores.NEGATIVE,
  a.sentiment.scores.NEUTRAL,
  a.sentiment.scores.POSITIVE,
];
/** SST-2's binary decision: P(POSITIVE) against P(NEGATIVE). */
const binaryOf = (p) => [p[NEG] / (p[NEG] + p[POS]), p[POS] / (p[NEG] + p[POS])];

const rows = [];
const scored = (task, model, gold, predicted, classes, probs) => ({
  task,
  model,
  n: gold.length,
  accuracy: accuracy(gold, predicted),
  macroF1: macroF1(gold, predicted, classes),
  ...(probs && {
    eceBefore: expectedCalibrationError(probs.before, gold),
    eceAfter: expectedCalibrationError(probs.after, gold),
  }),
});
for (const name of speedOnly ? [] : Object.keys(threeClass)) {
  const tier = tiers[name]?.tier;
  const calibration = tier && calibrationOf[tier];
  const gold2 = sst2.map((r) => r.label);
  const sst2Probs = tier && (await read(tier)(sst2.map((r) => r.text))).map(sentimentProbs);
  rows.push(
    scored(
      'SST-2 dev (binary)',
      name,
      gold2,
      await binary[name](sst2.map((r) => r.text)),
      2,
      sst2Probs && {
        before: sst2Probs.map(binaryOf),
        after: calibrated(sst2Probs, calibration, models.sentimentHead(calibration, 'general')).map(
          binaryOf,
        ),
      },
    ),
  );
  for (const [task, set] of [
    ['SST-5 dev → 3 classes', sst5],
    ['GoEmotions group dev', group],
  ]) {
    const gold = set.map((r) => r.label);
    const probs = tier && (await read(tier)(set.map((r) => r.text))).map(sentimentProbs);
    rows.push(
      scored(
        task,
        name,
        gold,
        await threeClass[name](set.map((r) => r.text)),
        3,
        probs && {
          before: probs,
          after: calibrated(probs, calibration, models.sentimentHead(calibration, 'general')),
        },
      ),
    );
  }
}

// The product's domains (the dev sets training held out, training/scripts/export_dev_sets.py): each
// read by the accurate tier in its own domain and by default (the domain the model recognises), the
// fast tier, VADER and AFINN, scored with the set's own metric (metricOf: macro-F1, macro-recall,
// the not-negative pass rate of the synthetic cases), with the share each reads Neutral.
const { loadDomainDevSets } = require(join(dist, 'evaluation/domain-dev-sets'));
const { metricOf, DOMAIN_FIT_SETS } = require(join(dist, 'evaluation/text-calibration'));
let domainSets = [];
try {
  domainSets = [...loadDomainDevSets().values()].filter((s) => s.task === 'sentiment');
} catch (err) {
  process.stderr.write(`domain dev sets skipped: ${err.message}\n`);
}
const calibratedText = speedOnly ? undefined : await models.loadTextModels(dir);
const domainOf = (name) =>
  Object.entries(DOMAIN_FIT_SETS).find(([, sets]) => sets.includes(name))?.[0];
const oneHot = (label) => [NEG, NEU, POS].map((c) => (c === label ? 1 : 0));
for (const set of speedOnly ? [] : domainSets) {
  const texts = set.rows.map((r) => r.text);
  const readers = {
    'SentiLog accurate, by default': (t) => calibratedText.analyze(t, { tier: 'accurate' }),
    ...(domainOf(set.name) && {
      [`SentiLog accurate, read as ${domainOf(set.name)}`]: (t) =>
        calibratedText.analyze(t, { tier: 'accurate', domain: domainOf(set.name) }),
    }),
    'SentiLog fast, by default': (t) => calibratedText.analyze(t, { tier: 'fast' }),
  };
  for (const [name, reader] of Object.entries(readers)) {
    const probs = [];
    for (let i = 0; i < texts.length; i += 64)
      probs.push(...(await reader(texts.slice(i, i + 64))).map(sentimentProbs));
    rows.push({
      task: set.name,
      model: name,
      n: texts.length,
      [set.metric]: metricOf(set, probs),
      neutralShare: probs.filter((p) => p[NEU] >= p[NEG] && p[NEU] >= p[POS]).length / probs.length,
    });
  }
  for (const name of ['VADER', 'AFINN-165']) {
    const labels = threeClass[name](texts);
    rows.push({
      task: set.name,
      model: name,
      n: texts.length,
      [set.metric]: metricOf(set, labels.map(oneHot)),
      neutralShare: labels.filter((l) => l === NEU).length / labels.length,
    });
  }
}

const ekman = data.loadGoEmotionLabels('ekman');
const emotionDev = data.loadGoEmotions('ekman', 'dev').filter((r) => r.labels.length === 1);
// Our emotion labels in Ekman's order, so each reading's probabilities line up with the gold ids.
const ekmanOrder = ekman.map((label) => models.EMOTION_LABELS.indexOf(label));
const emotionGold = emotionDev.map((r) => r.labels[0]);
for (const [name, t] of speedOnly ? [] : Object.entries(tiers)) {
  const analyses = await read(t.tier)(emotionDev.map((r) => r.text));
  const predicted = analyses.map((a) => ekman.indexOf(a.emotion.label));
  const probs = analyses.map((a) => models.EMOTION_LABELS.map((l) => a.emotion.scores[l]));
  const inEkman = (ps) => ps.map((p) => ekmanOrder.map((i) => p[i]));
  rows.push(
    scored('GoEmotions Ekman dev (single-label)', name, emotionGold, predicted, ekman.length, {
      before: inEkman(probs),
      after: inEkman(calibrated(probs, calibrationOf[t.tier], 'emotion')),
    }),
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
for (const split of speedOnly ? [] : ['random', 'media']) {
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
    const predictions = biasOf(bodies, tier);
    const probs = predictions.map((p) => BIAS.map((l) => p.scores[l]));
    rows.push(
      scored(
        task,
        name,
        gold,
        predictions.map((p) => BIAS.indexOf(p.label)),
        3,
        { before: probs, after: calibrated(probs, calibrationOf[`bias ${tier}`], 'bias') },
      ),
    );
  }
}

// Speed: the SST-2 dev sentences, single process; ours in the batches the services use.
const texts = sst2.map((r) => r.text);
const inBatches = (batch, analyze) => async () => {
  for (let i = 0; i < texts.length; i += batch) await analyze(texts.slice(i, i + batch));
};
const runners = [
  ...Object.entries(tiers).map(([name, t]) => [name, inBatches(t.batch, ours(t.tier)), t.load]),
  [
    'SentiLog fast, explained',
    inBatches(256, (batch) => text.analyze(batch, { tier: 'fast', explain: true })),
  ],
  [
    'SentiLog accurate (TensorFlow.js wasm, the reference)',
    inBatches(32, (batch) => reference.analyze(batch, { tier: 'accurate' })),
    referenceLoad,
  ],
  ['VADER', () => texts.forEach((t) => SentimentIntensityAnalyzer.polarity_scores(t))],
  ['AFINN-165', () => texts.forEach((t) => afinn.analyze(t))],
];
/** Texts per second of one pass over the sentences. */
async function rate(run) {
  const started = process.hrtime.bigint();
  await run();
  return texts.length / (Number(process.hrtime.bigint() - started) / 1e9);
}
// The accurate tiers take tens of seconds a pass: one pass each after a warm-up. The others run
// ROUNDS rounds in turn (fast, VADER, AFINN, fast, ...) and each reads at its median round, so the
// x VADER column compares passes made under the same load on a shared machine.
const ROUNDS = 15;
const slow = (model) => model.startsWith('SentiLog accurate');
const rates = new Map(runners.map(([model]) => [model, []]));
for (const [, run] of runners) await run();
for (const [model, run] of runners.filter(([m]) => slow(m))) rates.get(model).push(await rate(run));
for (let r = 0; r < ROUNDS; r++) {
  for (const [model, run] of runners.filter(([m]) => !slow(m)))
    rates.get(model).push(await rate(run));
}
const speed = runners.map(([model, , load]) => ({
  task: 'speed: SST-2 dev sentences',
  model,
  textsPerSecond: percentile(
    rates.get(model).sort((a, b) => a - b),
    50,
  ),
  ...(load ? { loadSeconds: load.loadSeconds, loadAddedMb: load.addedMb } : {}),
}));
const thirtyWords =
  'The new phone arrived today and honestly the battery life is far better than I expected, though the camera still struggles a bit in low light at night.';
for (const [model, once] of [
  ['SentiLog accurate', () => ours('accurate')([thirtyWords])],
  [
    'SentiLog accurate (TensorFlow.js wasm, the reference)',
    () => reference.analyze([thirtyWords], { tier: 'accurate' }),
  ],
  ['SentiLog fast', () => ours('fast')([thirtyWords])],
  ['SentiLog fast, explained', () => text.analyze([thirtyWords], { tier: 'fast', explain: true })],
  ['VADER', () => SentimentIntensityAnalyzer.polarity_scores(thirtyWords)],
  ['AFINN-165', () => afinn.analyze(thirtyWords)],
]) {
  const times = [];
  const n = model.startsWith('SentiLog accurate') ? 100 : 300;
  for (let i = 0; i < n + 5; i++) {
    const t = process.hrtime.bigint();
    await once();
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
