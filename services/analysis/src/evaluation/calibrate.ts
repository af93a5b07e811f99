import * as fs from 'node:fs';
import * as path from 'node:path';
import { OnnxEncoderClassifier } from '../encoder/onnx-encoder';
import { SENTENCE_CENTRE_FILE } from '../encoder/sentence-vectors';
import {
  BiasModel,
  DEFAULT_MODELS_DIR,
  initBackend,
  isContentWord,
  loadBiasModel,
  TextAnalysis,
  TextModels,
  TierModel,
} from '../models';
import {
  CALIBRATION_FILE,
  CALIBRATION_FORMAT,
  Calibration,
  UncertaintyRule,
  VectorScaling,
} from '../models/calibration';
import { accurateTier, fastTier } from '../models/tiers';
import { WordPieceCnn } from '../models/wordpiece-cnn';
import { overallReading, ReadSentence } from '../documents/document-reading';
import { words as statisticWords } from '../documents/words';
import {
  accuracyCurve,
  balanced,
  calibrationScores,
  chooseTermWeight,
  crossFitted,
  eceFloor,
  fitTemperature,
  fitVectorScaling,
  fold,
  GoldWord,
  Labelled,
  uncertainBelow,
  withTemperature,
  withVector,
} from './calibration-fit';
import { contrasts } from './contrast-probe';
import { fitSentenceCentre } from './sentence-centre-fit';
import {
  DevText,
  documentDev,
  goEmotionsEkmanDev,
  goEmotionsGroupDev,
  NEGATIVE,
  newsBiasValid,
  POSITIVE,
  sst2Dev,
  sst5Dev,
} from './dev-sets';
import { argmax } from './metrics';

// `npm run calibrate [-- --only text|bias|sentences] [--sample N] [--dry-run]`: fits every head's
// calibration (a temperature; vector scaling for a document's reading), the "Uncertain" rules and
// the sentiment term weight on the dev sets (calibration-fit.ts says how each is chosen), prints what
// they do to the expected calibration error beside the error a perfectly calibrated model would
// show on as many examples, measures the contrast probe (contrast-probe.ts), and writes
// calibration.json beside each model's weights (models/accurate, fast, bias-encoder, bias), which
// the service reads (src/models/calibration.ts); and fits the sentence vectors' centre on news
// (sentence-centre-fit.ts, written as models/accurate/sentence-centre.json). --sample N reads every
// Nth example (a quick look; never written, as with --dry-run).

const SENTIMENT_FIT_SETS = ['SST-5 dev → 3 classes', 'GoEmotions group dev'];
const SST2 = 'SST-2 dev (binary: Positive against Negative)';

interface Args {
  only?: 'text' | 'bias' | 'sentences';
  sample: number;
  write: boolean;
  dir: string;
}

function parseArgs(argv: string[]): Args {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only');
  if (only !== undefined && !['text', 'bias', 'sentences'].includes(only))
    throw new Error('--only text|bias|sentences');
  const sample = Number(value('--sample') ?? 1);
  if (!Number.isInteger(sample) || sample < 1) throw new Error('--sample takes a whole number ≥ 1');
  return {
    only: only as Args['only'],
    sample,
    write: sample === 1 && !argv.includes('--dry-run'),
    dir: value('--models') ?? DEFAULT_MODELS_DIR,
  };
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (x: number, digits = 4) => Number(x.toFixed(digits));
const every = <T>(items: T[], n: number) => items.filter((_, i) => i % n === 0);

/** One dev set's scores before and after calibration (cross-fitted where it was fitted on). */
interface SetReport {
  head: string;
  set: string;
  n: number;
  accuracy: number;
  eceBefore: number;
  eceAfter: number;
  nllBefore: number;
  nllAfter: number;
  /** The ECE a perfectly calibrated model would show here (sampling noise). */
  eceFloor: number;
}

/** Analyses in batches, with progress on stderr. */
async function analyzeAll(
  models: TextModels,
  texts: readonly string[],
  options: Parameters<TextModels['analyze']>[1],
  what: string,
): Promise<TextAnalysis[]> {
  const out: TextAnalysis[] = [];
  for (let i = 0; i < texts.length; i += 32) {
    out.push(...(await models.analyze(texts.slice(i, i + 32), options)));
    if (i % 640 === 0) log(`  ${what}: ${i}/${texts.length}`);
  }
  return out;
}

const sentimentProbs = (a: TextAnalysis) => [
  a.sentiment.scores.NEGATIVE,
  a.sentiment.scores.NEUTRAL,
  a.sentiment.scores.POSITIVE,
];
const emotionProbs = (a: TextAnalysis) => Object.values(a.emotion.scores);

/** How a dev set is scored when its task differs from the head's: SST-2 is binary. */
type View = (probs: number[], gold: number) => { probs: number[]; gold: number };

/** SST-2's binary decision, as its accuracy is scored: P(POSITIVE) against P(NEGATIVE). */
const binaryView: View = (p, gold) => {
  const total = p[NEGATIVE] + p[POSITIVE];
  return { probs: [p[NEGATIVE] / total, p[POSITIVE] / total], gold: gold === POSITIVE ? 1 : 0 };
};

/**
 * Fits one head's temperature on the sets named in `fitOn` (pooled) and reports every set: ECE
 * before, and after with two-fold cross-fitting (sets not fitted on use the final temperature),
 * each set scored through its view when it has one.
 */
function fitHead(
  head: string,
  sets: Record<string, Labelled[]>,
  fitOn: readonly string[],
  options: { views?: Record<string, View>; method?: 'temperature' | 'vector' } = {},
): {
  temperature?: number;
  vector?: VectorScaling;
  reports: SetReport[];
  crossFitted: Record<string, number[][]>;
} {
  const method = options.method ?? 'temperature';
  // Each dev set counts the same in the fit, whatever its size.
  const pooled = balanced(fitOn.map((name) => sets[name])).map((e) => e);
  let next = 0;
  const folded = fitOn.flatMap((name) =>
    sets[name].map((_, i) => ({ ...pooled[next++], fold: fold(i) })),
  );
  const vector = method === 'vector' ? fitVectorScaling(pooled) : undefined;
  const temperature = method === 'temperature' ? fitTemperature(pooled) : undefined;
  const calibrate = (p: number[]) =>
    vector ? withVector(p, vector) : withTemperature(p, temperature as number);
  const calibratedPool = crossFitted(folded, method);
  const after: Record<string, number[][]> = {};
  next = 0;
  for (const name of fitOn) after[name] = calibratedPool.slice(next, (next += sets[name].length));
  const reports = Object.entries(sets).map(([set, examples]) => {
    after[set] ??= examples.map((e) => calibrate(e.probs));
    const view: View = options.views?.[set] ?? ((probs, gold) => ({ probs, gold }));
    const seen = (probs: number[][]) => examples.map((e, i) => view(probs[i], e.gold));
    const beforeView = seen(examples.map((e) => e.probs));
    const afterView = seen(after[set]);
    const gold = beforeView.map((v) => v.gold);
    const before = calibrationScores(
      beforeView.map((v) => v.probs),
      gold,
    );
    const calibrated = calibrationScores(
      afterView.map((v) => v.probs),
      gold,
    );
    return {
      head,
      set: fitOn.includes(set) ? set : `${set} (not fitted on)`,
      n: before.n,
      accuracy: round(calibrated.accuracy),
      eceBefore: round(before.ece),
      eceAfter: round(calibrated.ece),
      nllBefore: round(before.nll),
      nllAfter: round(calibrated.nll),
      eceFloor: round(eceFloor(afterView.map((v) => Math.max(...v.probs)))),
    };
  });
  return {
    ...(temperature !== undefined && { temperature: round(temperature, 4) }),
    ...(vector && {
      vector: { scale: vector.scale.map((x) => round(x)), bias: vector.bias.map((x) => round(x)) },
    }),
    reports,
    crossFitted: after,
  };
}

/** The confidence rule from cross-fitted readings of the sets a head was fitted on. */
function confidenceRule(probs: number[][], gold: number[]): UncertaintyRule | undefined {
  const below = uncertainBelow(
    probs.map((p, i) => ({ confidence: Math.max(...p), correct: argmax(p) === gold[i] })),
  );
  return below === undefined ? undefined : { confidenceBelow: round(below, 4) };
}

function coverage(probs: number[][], gold: number[], rule: UncertaintyRule | undefined) {
  if (!rule) return undefined;
  const flagged = probs.map((p) => Math.max(...p) < rule.confidenceBelow);
  const n = flagged.filter(Boolean).length;
  const right = flagged.filter((f, i) => f && argmax(probs[i]) === gold[i]).length;
  return {
    flagged: n,
    share: round(n / probs.length),
    accuracyFlagged: round(right / Math.max(1, n)),
  };
}

/** SST's word labels against the explanation weights of the same sentences' words. */
function goldWords(trees: ReturnType<typeof sst5Dev>, analyses: TextAnalysis[]): GoldWord[] {
  const out: GoldWord[] = [];
  trees.forEach(({ tree }, i) => {
    const weighted = analyses[i].weighted;
    if (!weighted) throw new Error('term weights need explained readings');
    for (const leaf of tree.words) {
      if (!isContentWord(leaf.word.toLowerCase())) continue;
      let weight = 0;
      weighted.text.words.forEach((w, k) => {
        if (w.start >= leaf.start && w.end <= leaf.end) weight += weighted.weights[k];
      });
      out.push({ polarity: leaf.label <= 1 ? -1 : leaf.label >= 3 ? 1 : 0, weight });
    }
  });
  return out;
}

/**
 * The contrast probe on the polar readings of the sets fitted on: accuracy and mean calibrated
 * confidence by contrast, and by confidence alone. If contrast told something the confidence does
 * not, the two would part ways at high contrast.
 */
async function measureContrast(
  models: TextModels,
  sets: Record<string, DevText[]>,
  explained: Record<string, TextAnalysis[]>,
) {
  const readings: { contrast: number; confidence: number; correct: boolean }[] = [];
  for (const set of SENTIMENT_FIT_SETS) {
    const values = await contrasts(
      models,
      sets[set].map((d) => d.text),
      explained[set],
    );
    explained[set].forEach((a, i) => {
      const contrast = values[i];
      if (contrast === undefined) return;
      readings.push({
        contrast,
        confidence: a.sentiment.confidence,
        correct: argmax(sentimentProbs(a)) === sets[set][i].gold,
      });
    });
  }
  const bins = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0001];
  return {
    polarReadings: readings.length,
    byContrast: bins.slice(0, -1).map((lo, b) => {
      const inside = readings.filter((r) => r.contrast >= lo && r.contrast < bins[b + 1]);
      return {
        contrast: `${lo}–${Math.min(1, bins[b + 1])}`,
        n: inside.length,
        accuracy: round(inside.filter((r) => r.correct).length / Math.max(1, inside.length)),
        meanConfidence: round(
          inside.reduce((s, r) => s + r.confidence, 0) / Math.max(1, inside.length),
        ),
      };
    }),
    confidenceCurve: accuracyCurve(readings).map((step) => ({
      from: round(step.from),
      accuracy: round(step.accuracy),
      n: step.n,
    })),
  };
}

interface TextTierResult {
  calibration: Calibration;
  reports: SetReport[];
  report: Record<string, unknown>;
}

/** Everything a text tier's calibration.json holds, fitted on the dev sets. */
async function calibrateTextTier(
  name: 'accurate' | 'fast',
  build: (calibration?: Calibration) => TierModel,
  sample: number,
): Promise<TextTierResult> {
  log(`${name}: reading the dev sets as trained`);
  const sst5 = every(sst5Dev(), sample);
  const sentimentSets: Record<string, DevText[]> = {
    'SST-5 dev → 3 classes': sst5,
    'GoEmotions group dev': every(goEmotionsGroupDev(), sample),
    [SST2]: every(sst2Dev(), sample),
  };
  const emotionDev = every(goEmotionsEkmanDev(), sample);
  // The tier under study in both places, so that `tier: 'accurate'` below reads it whichever it is.
  const raw = new TextModels(build(), build());
  const labelled = async (set: DevText[], probs: (a: TextAnalysis) => number[]) => {
    const analyses = await analyzeAll(
      raw,
      set.map((d) => d.text),
      { tier: 'accurate' },
      `${set.length} texts`,
    );
    return set.map((d, i) => ({ probs: probs(analyses[i]), gold: d.gold }));
  };
  const sentimentRaw: Record<string, Labelled[]> = {};
  for (const [set, texts] of Object.entries(sentimentSets)) {
    sentimentRaw[set] = await labelled(texts, sentimentProbs);
  }
  const sentiment = fitHead('sentiment', sentimentRaw, SENTIMENT_FIT_SETS, {
    views: { [SST2]: binaryView },
  });
  const emotion = fitHead(
    'emotion',
    { 'GoEmotions Ekman dev (single-label)': await labelled(emotionDev, emotionProbs) },
    ['GoEmotions Ekman dev (single-label)'],
  );

  const pooledProbs = SENTIMENT_FIT_SETS.flatMap((s) => sentiment.crossFitted[s]);
  const pooledGold = SENTIMENT_FIT_SETS.flatMap((s) => sentimentRaw[s].map((e) => e.gold));
  const sentimentRule = confidenceRule(pooledProbs, pooledGold);
  const emotionSet = 'GoEmotions Ekman dev (single-label)';
  const emotionGold = emotionDev.map((d) => d.gold);
  const emotionRule = confidenceRule(emotion.crossFitted[emotionSet], emotionGold);

  log(`${name}: explained readings with the fitted temperatures`);
  const temperatures: Record<string, number> = {
    sentiment: sentiment.temperature as number,
    emotion: emotion.temperature as number,
  };
  const calibrated = build({ temperatures, uncertain: {} });
  const models = new TextModels(calibrated, calibrated);
  const explained: Record<string, TextAnalysis[]> = {};
  for (const set of SENTIMENT_FIT_SETS) {
    explained[set] = await analyzeAll(
      models,
      sentimentSets[set].map((d) => d.text),
      { tier: 'accurate', explain: true },
      `explained ${sentimentSets[set].length}`,
    );
  }
  const terms = chooseTermWeight(goldWords(sst5, explained['SST-5 dev → 3 classes']));
  const contrast =
    name === 'accurate' ? await measureContrast(models, sentimentSets, explained) : undefined;

  const calibration: Calibration = {
    temperatures,
    uncertain: {
      ...(sentimentRule && { sentiment: sentimentRule }),
      ...(emotionRule && { emotion: emotionRule }),
    },
    termWeight: round(terms.weight, 4),
  };
  const reports = [...sentiment.reports, ...emotion.reports];
  let documentReport: Record<string, unknown> | undefined;
  if (name === 'accurate') {
    const doc = await calibrateDocuments(calibrated, sample);
    calibration.vectors = { document: doc.vector };
    if (doc.rule) calibration.uncertain.document = doc.rule;
    reports.push(...doc.reports);
    documentReport = doc.report;
  }
  return {
    calibration,
    reports,
    report: {
      sentimentFittedOn: SENTIMENT_FIT_SETS,
      uncertain: {
        sentiment: {
          rule: sentimentRule ?? null,
          ...coverage(pooledProbs, pooledGold, sentimentRule),
        },
        emotion: {
          rule: emotionRule ?? null,
          ...coverage(emotion.crossFitted[emotionSet], emotionGold, emotionRule),
        },
        ...(contrast && { contrastProbe: contrast }),
      },
      termWeight: { chosenOn: 'SST-5 dev tree word labels', f1: round(terms.f1) },
      ...(documentReport && { document: documentReport }),
    },
  };
}

/** The document head: multi-sentence dev texts read sentence by sentence, as documents are. */
async function calibrateDocuments(tier: TierModel, sample: number) {
  const docs = every(documentDev(), sample);
  log(`documents: ${docs.length} multi-sentence texts`);
  const models = new TextModels(tier, tier);
  const flat = docs.flatMap((d) => d.sentences);
  const analyses = await analyzeAll(
    models,
    flat,
    { tier: 'accurate', explain: true },
    'document sentences',
  );
  let next = 0;
  const raw = docs.map((d) => {
    const read: ReadSentence[] = d.sentences.map((text) => {
      const analysis = analyses[next++];
      return {
        text,
        analysis,
        tier,
        tokens: analysis.weighted?.text.windows.reduce((n, w) => n + w.ids.length - 2, 0) ?? 0,
        words: statisticWords(text).length,
      };
    });
    const overall = overallReading(
      read.filter((s) => s.tokens > 0),
      { info: tier.info, calibration: { temperatures: { document: 1 }, uncertain: {} } },
    );
    return { probs: sentimentProbs(overall), gold: d.gold };
  });
  const set = 'GoEmotions group dev, comments of 2+ sentences read as documents';
  const fitted = fitHead('document', { [set]: raw }, [set], { method: 'vector' });
  const gold = raw.map((r) => r.gold);
  const rule = confidenceRule(fitted.crossFitted[set], gold);
  return {
    vector: fitted.vector as VectorScaling,
    rule,
    reports: fitted.reports,
    report: {
      set,
      texts: docs.length,
      uncertain: { rule: rule ?? null, ...coverage(fitted.crossFitted[set], gold, rule) },
    },
  };
}

/** The bias tiers on the random split's valid articles (text only, as the service reads them). */
async function calibrateBias(dir: string, sample: number) {
  const model: BiasModel = await loadBiasModel(dir, { calibrated: false });
  const articles = every(newsBiasValid('random'), sample);
  const out: Record<'accurate' | 'fast', TextTierResult> = {} as never;
  for (const tier of ['fast', 'accurate'] as const) {
    log(`bias ${tier}: ${articles.length} articles`);
    const probs: number[][] = [];
    for (let i = 0; i < articles.length; i += 64) {
      probs.push(
        ...model
          .predict(articles.slice(i, i + 64), tier)
          .map((p) => [p.scores.LEFT, p.scores.CENTER, p.scores.RIGHT]),
      );
      if (i % 640 === 0) log(`  ${i}/${articles.length}`);
    }
    const set = 'news bias random valid (text only)';
    const fitted = fitHead(
      'bias',
      { [set]: probs.map((p, i) => ({ probs: p, gold: articles[i].gold })) },
      [set],
    );
    const gold = articles.map((a) => a.gold);
    const rule = confidenceRule(fitted.crossFitted[set], gold);
    out[tier] = {
      calibration: {
        temperatures: { bias: fitted.temperature as number },
        uncertain: rule ? { bias: rule } : {},
      },
      reports: fitted.reports,
      report: {
        uncertain: {
          bias: { rule: rule ?? null, ...coverage(fitted.crossFitted[set], gold, rule) },
        },
      },
    };
  }
  return { model, out };
}

function writeCalibration(dir: string, version: string, result: TextTierResult): void {
  const file = path.join(dir, CALIBRATION_FILE);
  const body = {
    format: CALIBRATION_FORMAT,
    modelVersion: version,
    ...result.calibration,
    report: {
      command: 'npm run calibrate',
      method:
        'temperature scaling (Guo et al. 2017) per head, vector scaling for the document head, ' +
        'fitted by NLL on the dev sets with each set weighted equally; ECE with 15 bins; "after" is ' +
        'two-fold cross-fitted on the sets fitted on; the floor is the ECE a perfectly calibrated ' +
        'model would show with the same confidences on as many examples (200 simulated draws)',
      dev: result.reports,
      ...result.report,
    },
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 1)}\n`);
  log(`wrote ${file}`);
}

function printTable(rows: (SetReport & { model: string })[]): void {
  const lines = [
    '| model | head | dev set | n | accuracy | ECE before | ECE after | ECE floor | NLL before | NLL after |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.model} | ${r.head} | ${r.set} | ${r.n} | ${r.accuracy.toFixed(4)} | ${r.eceBefore.toFixed(4)} | ${r.eceAfter.toFixed(4)} | ${r.eceFloor.toFixed(4)} | ${r.nllBefore.toFixed(4)} | ${r.nllAfter.toFixed(4)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await initBackend();
  const rows: (SetReport & { model: string })[] = [];
  const summaries: Record<string, unknown> = {};
  const fits = (part: NonNullable<Args['only']>) => args.only === undefined || args.only === part;
  if (fits('text')) {
    // The runtime the service serves with (its logits equal TensorFlow.js's to 1e-5).
    const encoder = await OnnxEncoderClassifier.load(path.join(args.dir, 'accurate'));
    const cnn = WordPieceCnn.load(path.join(args.dir, 'fast'));
    const tiers = {
      accurate: { build: (c?: Calibration) => accurateTier(encoder, c), version: encoder.version },
      fast: { build: (c?: Calibration) => fastTier(cnn, c), version: cnn.version },
    };
    for (const name of ['fast', 'accurate'] as const) {
      const result = await calibrateTextTier(name, tiers[name].build, args.sample);
      rows.push(...result.reports.map((r) => ({ ...r, model: name })));
      summaries[name] = { ...result.calibration, ...result.report };
      if (args.write) writeCalibration(path.join(args.dir, name), tiers[name].version, result);
    }
  }
  if (fits('bias')) {
    const { model, out } = await calibrateBias(args.dir, args.sample);
    for (const tier of ['accurate', 'fast'] as const) {
      const name = tier === 'accurate' ? 'bias-encoder' : 'bias';
      rows.push(...out[tier].reports.map((r) => ({ ...r, model: `bias ${tier}` })));
      summaries[`bias ${tier}`] = { ...out[tier].calibration, ...out[tier].report };
      if (args.write)
        writeCalibration(path.join(args.dir, name), model.tiers[tier].info.version, out[tier]);
    }
  }
  if (fits('sentences')) {
    const dir = path.join(args.dir, 'accurate');
    const encoder = await OnnxEncoderClassifier.load(dir);
    const centre = await fitSentenceCentre(encoder, args.sample);
    await encoder.release();
    summaries.sentences = { texts: centre.texts, source: centre.source };
    if (args.write)
      fs.writeFileSync(path.join(dir, SENTENCE_CENTRE_FILE), `${JSON.stringify(centre)}\n`);
  }
  if (rows.length > 0) printTable(rows);
  process.stdout.write(`${JSON.stringify(summaries, null, 1)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
