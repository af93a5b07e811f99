/**
 * How well news articles are grouped into stories, on a labelled sample (fixtures/story-events.json:
 * the news service's sample set and further articles, each with an event id): pairwise precision
 * (of the article pairs put in one story, the share about one event), recall (of the pairs about
 * one event, the share put in one story) and F1, for similarity thresholds from 0.5 to 0.95, with
 * sentence vectors read after each of the accurate encoder's six layers. Clustering is the news
 * service's own (stories/cluster.ts) with its default time window; vectors come from the analysis
 * service's own encoder (analysis.embed's code), so the numbers are what ingestion would do.
 *
 * `npm run bench -- stories`
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { printTable, report } from './report.mjs';

const require = createRequire(import.meta.url);
const analysis = join(import.meta.dirname, '../services/analysis/dist');
const news = join(import.meta.dirname, '../services/news/dist');
const { DEFAULT_MODELS_DIR } = require(join(analysis, 'serving'));
const { OnnxEncoderClassifier } = require(join(analysis, 'serving/encoder/onnx-encoder'));
const { centred, readSentenceCentre, SENTENCE_LAYERS } = require(
  join(analysis, 'serving/encoder/sentence-vectors'),
);
const { demoArticles } = require(join(news, 'ingestion/demo-articles'));
const { assignToStories, DEFAULT_CLUSTER_OPTIONS } = require(join(news, 'stories/cluster'));

const labels = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/story-events.json'), 'utf8'),
);
const now = new Date('2026-11-20T12:00:00Z');
const articles = [
  ...demoArticles(now).map((a) => {
    const slug = a.url.slice(a.url.lastIndexOf('/') + 1);
    if (!labels.demo[slug]) throw new Error(`no event for the sample article ${slug}`);
    return { ...a, event: labels.demo[slug] };
  }),
  ...labels.extra.map((a) => ({ ...a, publishedAt: new Date(now - a.hoursAgo * 3_600_000) })),
].map((a, i) => ({ ...a, id: String(i).padStart(3, '0') }));

/** Pairwise precision, recall and F1 of a grouping of `articles` against their event labels. */
function pairwise(storyOf, articles) {
  let together = 0;
  let sameEvent = 0;
  let both = 0;
  for (let i = 0; i < articles.length; i++) {
    for (let j = i + 1; j < articles.length; j++) {
      const predicted = storyOf.get(articles[i].id) === storyOf.get(articles[j].id);
      const actual = articles[i].event === articles[j].event;
      together += predicted ? 1 : 0;
      sameEvent += actual ? 1 : 0;
      both += predicted && actual ? 1 : 0;
    }
  }
  const precision = together === 0 ? 1 : both / together;
  const recall = both / sameEvent;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, stories: new Set(storyOf.values()).size };
}

const thresholds = Array.from(
  { length: 19 },
  (_, i) => Math.round((0.5 + i * 0.025) * 1000) / 1000,
);
const sweep = [];
const accurateDir = join(DEFAULT_MODELS_DIR, 'accurate');
/**
 * Each layer's raw vectors, and the shipped layer's less the fitted centre (what analysis.embed
 * serves): `centred` is true on those rows.
 */
const variants = [1, 2, 3, 4, 5, 6].map((layers) => ({ layers, centred: false }));
variants.push({ layers: SENTENCE_LAYERS, centred: true });
for (const { layers, centred: isCentred } of variants) {
  const encoder = await OnnxEncoderClassifier.load(accurateDir, { sentenceLayers: layers });
  const raw = await encoder.embed(
    articles.map((a) => encoder.tokenizer.encode(`${a.title}. ${a.description}`)),
  );
  const centre = isCentred ? readSentenceCentre(accurateDir, encoder.version) : null;
  if (isCentred && !centre)
    throw new Error('no sentence-centre.json: npm run calibrate -- --only sentences');
  await encoder.release();
  const vectors = centre ? raw.map((v) => centred(v, centre.mean)) : raw;
  const items = articles.map((a, i) => ({ ...a, embedding: vectors[i] }));
  // All articles, and the two parts apart: the sample set, on which the layer and threshold were
  // chosen, and the articles written for this benchmark, which read the choice on unseen text.
  const parts = {
    all: items,
    sample: items.filter((a) => a.hoursAgo === undefined),
    extra: items.filter((a) => a.hoursAgo !== undefined),
  };
  for (const threshold of thresholds) {
    const row = { layers, centred: isCentred, threshold };
    for (const [part, members] of Object.entries(parts)) {
      const { storyOf } = assignToStories([], members, { ...DEFAULT_CLUSTER_OPTIONS, threshold });
      row[part] = pairwise(storyOf, members);
    }
    sweep.push(row);
  }
}

const flat = (row) => ({
  layers: row.layers,
  centred: row.centred,
  threshold: row.threshold,
  ...Object.fromEntries(
    Object.entries(row)
      .filter(([, v]) => typeof v === 'object')
      .flatMap(([part, m]) => [
        [`${part} P`, m.precision],
        [`${part} R`, m.recall],
        [`${part} F1`, m.f1],
      ]),
  ),
});
const events = new Set(articles.map((a) => a.event)).size;
process.stdout.write(
  `${articles.length} articles (${articles.filter((a) => a.hoursAgo === undefined).length} of the sample set), ${events} events; window ${DEFAULT_CLUSTER_OPTIONS.windowMs / 3_600_000} h\n`,
);
process.stdout.write(
  `\nthreshold sweep, vectors after ${SENTENCE_LAYERS} layer(s), raw and less the centre (shipped):`,
);
printTable(sweep.filter((row) => row.layers === SENTENCE_LAYERS && row.threshold >= 0.6).map(flat));
const best = [];
for (const { layers, centred: isCentred } of variants) {
  const rows = sweep.filter((row) => row.layers === layers && row.centred === isCentred);
  // The shipped variant at the shipped threshold; the others at their best on the sample set.
  const shipped = isCentred && layers === SENTENCE_LAYERS;
  const top = shipped
    ? rows.find((row) => row.threshold === DEFAULT_CLUSTER_OPTIONS.threshold)
    : rows.reduce((a, b) => (b.sample.f1 > a.sample.f1 ? b : a));
  // How wide the band of thresholds is where all-sample F1 stays within 0.05 of its best: a narrow
  // band is a cliff the threshold sits beside.
  const bestAll = Math.max(...rows.map((row) => row.all.f1));
  const band = rows.filter((row) => row.all.f1 >= bestAll - 0.05).map((row) => row.threshold);
  best.push({
    layers,
    centred: isCentred,
    'band (all F1 within 0.05 of best)': `${Math.min(...band)}–${Math.max(...band)}`,
    'threshold (shipped, else best on sample)': top.threshold,
    'sample F1': top.sample.f1,
    'extra P': top.extra.precision,
    'extra R': top.extra.recall,
    'extra F1': top.extra.f1,
    'all P': top.all.precision,
    'all R': top.all.recall,
    'all F1': top.all.f1,
  });
}
process.stdout.write('\nper layer, at the threshold best on the sample set (shipped: its own):');
report('stories', best, {
  articles: articles.length,
  events,
  shippedLayers: SENTENCE_LAYERS,
  shippedThreshold: DEFAULT_CLUSTER_OPTIONS.threshold,
  windowHours: DEFAULT_CLUSTER_OPTIONS.windowMs / 3_600_000,
  sweep,
});
