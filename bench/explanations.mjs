/**
 * Plausibility and faithfulness of explanations. Plausibility (src/evaluation/plausibility.ts): on
 * the SST-5 dev trees, whose every word carries its own label, the share of highlighted sentiment
 * words coloured their own way and the share of sentences whose strongest highlight is a sentiment
 * word, for the words the service shows (the text route's explained reading). Faithfulness, the ERASER way (DeYoung et al. 2020), on the SST-2 dev sentences
 * with the accurate model: comprehensiveness (how far the predicted class's probability drops when
 * the top k% of words are taken out) and sufficiency (how far it drops when only they are kept), for
 * k = 1, 5, 10, 20, 50%, and their mean over k (AOPC), for the shares, the shares blended with the
 * word prior (what the service explains with), gradient × input, occlusion and a random ranking; and what each costs per sentence. The service's
 * shares come from the pass that labels the text, so they add nothing to serving; the cost row
 * times them as a separate pass to compare like with like.
 *
 * `npm run bench -- explanations [--sample N]` (every Nth sentence; default all 872).
 */
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { report } from './report.mjs';

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '../services/analysis/dist');
const models = require(join(dist, 'serving'));
const { EncoderClassifier } = require(join(dist, 'serving/encoder/encoder-classifier'));
const data = require(join(dist, 'evaluation/datasets'));
const f = require(join(dist, 'evaluation/faithfulness'));
const { plausibility } = require(join(dist, 'evaluation/plausibility'));
const { loadSstTrees } = require(join(dist, 'evaluation/sst-trees'));

const sampleArg = process.argv.indexOf('--sample');
const sample = sampleArg >= 0 ? Number(process.argv[sampleArg + 1]) : 1;

await models.initBackend();
const classifier = EncoderClassifier.load(join(models.DEFAULT_MODELS_DIR, 'accurate'));
const prior = models.loadWordPrior(models.DEFAULT_MODELS_DIR);
const sentences = data
  .loadSst2('dev')
  .filter((_, i) => i % sample === 0)
  .map((r) => f.wordedSequence(classifier, r.text))
  .filter((s) => s.words.length >= 2);

const variants = [
  ...f.METHODS.map((method) => ({ name: method, method, contentOnly: false })),
  // What the pages show: the blended weights' ranking with content words first (explanations.ts).
  {
    name: 'shares + word prior, content words first (shown)',
    method: 'shares + word prior',
    contentOnly: true,
  },
];
const totals = Object.fromEntries(
  variants.map((v) => [
    v.name,
    { comprehensiveness: f.ERASER_KS.map(() => 0), sufficiency: f.ERASER_KS.map(() => 0), ms: 0 },
  ]),
);
const random = f.seededRandom(42);
sentences.forEach((s, n) => {
  const [p] = f.positiveProbability(classifier, [s.ids]);
  const weightsOf = {};
  for (const method of f.METHODS) {
    const started = process.hrtime.bigint();
    weightsOf[method] = f.wordWeightsBy(method, classifier, s, random, prior);
    totals[method].ms += Number(process.hrtime.bigint() - started) / 1e6;
  }
  for (const v of variants) {
    const order = f.ranking(weightsOf[v.method], p >= 0.5, s, v.contentOnly);
    const scores = f.eraser(classifier, s, order);
    scores.comprehensiveness.forEach((x, i) => (totals[v.name].comprehensiveness[i] += x));
    scores.sufficiency.forEach((x, i) => (totals[v.name].sufficiency[i] += x));
  }
  if (n % 100 === 0) process.stderr.write(`${n}/${sentences.length}\n`);
});

const n = sentences.length;
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const randomAt20 = totals.random.comprehensiveness[f.ERASER_KS.indexOf(20)] / n;
const rows = variants.map((v) => {
  const t = totals[v.name];
  const comp = t.comprehensiveness.map((x) => x / n);
  const suff = t.sufficiency.map((x) => x / n);
  const row = { explanation: v.name, sentences: n };
  f.ERASER_KS.forEach((k, i) => (row[`comp@${k}%`] = comp[i]));
  row['comp AOPC'] = mean(comp);
  f.ERASER_KS.forEach((k, i) => (row[`suff@${k}%`] = suff[i]));
  row['suff AOPC'] = mean(suff);
  row['comp@20% / random'] = comp[f.ERASER_KS.indexOf(20)] / randomAt20;
  if (!v.contentOnly) row['ms per sentence'] = t.ms / n;
  return row;
});
// Plausibility of what the service shows: the text route's explained reading, calibrated.
const text = await models.loadTextModels();
const trees = loadSstTrees('dev').filter((_, i) => i % sample === 0);
const shown = [];
for (let i = 0; i < trees.length; i += 32) {
  shown.push(
    ...(await text.analyze(
      trees.slice(i, i + 32).map((t) => t.text),
      { tier: 'accurate', explain: true },
    )),
  );
}
const plausible = plausibility(trees, shown);
const served = rows.findIndex((r) => r.explanation === 'shares + word prior');
rows[served] = {
  ...rows[served],
  'plausible: direction': plausible.directionAgreement,
  'plausible: top-1': plausible.topIsSentimentWord,
};
process.stdout.write(
  `plausibility on ${plausible.sentences} SST-5 dev sentences: ${plausible.sentimentWords} highlighted sentiment words, ` +
    `direction agreement ${plausible.directionAgreement.toFixed(4)} (target 0.95), strongest highlight a sentiment word ` +
    `in ${plausible.topIsSentimentWord.toFixed(4)} of ${plausible.highlighted} sentences (target 0.75)\n`,
);

report('explanations', rows, {
  plausibility: { data: 'SST-5 dev trees (word labels)', ...plausible },
  data: 'SST-2 dev sentences (binary: P(POSITIVE) against P(NEGATIVE))',
  model: `accurate ${classifier.version}`,
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
});
