import * as fs from 'node:fs';
import * as path from 'node:path';
import { OnnxEncoderClassifier } from '../serving/encoder/onnx-encoder';
import { SENTENCE_CENTRE_FILE } from '../serving/encoder/sentence-vectors';
import {
  BiasModel,
  DEFAULT_MODELS_DIR,
  initBackend,
  loadBiasModel,
  loadWordPrior,
  TextModels,
  TierModel,
} from '../serving';
import {
  CALIBRATION_FILE,
  CALIBRATION_FORMAT,
  Calibration,
  readCalibration,
  UncertaintyRule,
  VectorScaling,
} from '../serving/calibration';
import { accurateTier, fastTier } from '../serving/tiers';
import { WordPieceCnn } from '../serving/wordpiece-cnn';
import { overallReading, ReadSentence } from '../documents/document-reading';
import { words as statisticWords } from '../documents/words';
import { documentDev, newsBiasValid } from './dev-sets';
import { fitHead, SetReport } from './fit-head';
import { argmax } from './metrics';
import { fitSentenceCentre } from './sentence-centre-fit';
import {
  analyzeAll,
  calibrateTextTier,
  confidenceRule,
  fitTermWeight,
  KeptIrony,
  TextTierResult,
} from './text-calibration';

// `npm run calibrate [-- --only text|terms|bias|sentences] [--sample N] [--dry-run]`: fits every head's
// calibration (text-calibration.ts: the sentiment per domain, emotion, irony, the Mixed rule; a
// document's reading here), the "Uncertain" rules and the sentiment term weight on the dev sets
// (calibration-fit.ts says how each is chosen), prints what they do to the expected calibration
// error beside the error a perfectly calibrated model would show on as many examples, and writes
// calibration.json beside each model's weights (models/accurate, fast, bias-encoder, bias), which
// the service reads (src/serving/calibration.ts); and fits the sentence vectors' centre on news
// (sentence-centre-fit.ts, written as models/accurate/sentence-centre.json). --sample N reads every
// Nth example (a quick look; never written, as with --dry-run). `--only terms` refits the term
// weight alone, in the calibration already written (after the explanation method changed).
// `--keep-irony` (with text) keeps the accurate tier's irony fit from the calibration already written,
// for a model made from that one by adding a head (keptIrony below). Both files are written through
// writeModelFile below, the one place any code of this repository writes a fitted file into the
// shipped models (docs/architecture.md, "Calibration": what it writes and when to run it).

interface Args {
  only?: 'text' | 'terms' | 'bias' | 'sentences';
  sample: number;
  write: boolean;
  dir: string;
  keepIrony: boolean;
}

function parseArgs(argv: string[]): Args {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only');
  if (only !== undefined && !['text', 'terms', 'bias', 'sentences'].includes(only))
    throw new Error('--only text|terms|bias|sentences');
  const sample = Number(value('--sample') ?? 1);
  if (!Number.isInteger(sample) || sample < 1) throw new Error('--sample takes a whole number ≥ 1');
  return {
    only: only as Args['only'],
    sample,
    write: sample === 1 && !argv.includes('--dry-run'),
    dir: value('--models') ?? DEFAULT_MODELS_DIR,
    keepIrony: argv.includes('--keep-irony'),
  };
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const every = <T>(items: T[], n: number) => items.filter((_, i) => i % n === 0);
const sentimentProbs = (a: { sentiment: { scores: Record<string, number> } }) => [
  a.sentiment.scores.NEGATIVE,
  a.sentiment.scores.NEUTRAL,
  a.sentiment.scores.POSITIVE,
];
const round = (x: number, digits = 4) => Number(x.toFixed(digits));

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

/**
 * --keep-irony: the irony temperature, flag threshold and reports of the calibration already in `dir`,
 * for a model that is that calibration's model plus a head: model.json's `newsHead.from` names the
 * version it was made from, and training/scripts/fit_news_head.py writes every other tensor back
 * unchanged, so the irony head reads every text exactly as before. For when the irony dev sets
 * (TweetEval irony val) are not on the machine; the report says where the fit came from.
 */
function keptIrony(dir: string): KeptIrony {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  const model = read('model.json') as { version: string; newsHead?: { from?: string } };
  const old = read(CALIBRATION_FILE) as {
    modelVersion: string;
    temperatures: Record<string, number>;
    ironyAtLeast?: number;
    report: { dev: SetReport[]; irony?: Record<string, unknown> };
  };
  const from = model.newsHead?.from;
  if (!from || ![from, model.version].includes(old.modelVersion))
    throw new Error(
      `--keep-irony: ${dir}/model.json is not a model made from the calibrated ${old.modelVersion} by adding a head`,
    );
  if (old.temperatures.irony === undefined || old.ironyAtLeast === undefined || !old.report.irony)
    throw new Error(`--keep-irony: ${dir}/${CALIBRATION_FILE} holds no irony fit`);
  return {
    temperature: old.temperatures.irony,
    ironyAtLeast: old.ironyAtLeast,
    report: {
      ...old.report.irony,
      keptFrom: `the calibration of ${from}: this model is ${from} plus the news head, its encoder and irony head unchanged`,
    },
    reports: old.report.dev.filter((r) => r.head === 'irony'),
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
    log,
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

/**
 * Writes a fitted file into a model directory (by default one of services/analysis/models/): the
 * only TypeScript that writes into the shipped models, so `npm run calibrate` is the one step that
 * changes them after training (the Python trainers write the rest: weights, model.json, the ONNX
 * graph, vocabularies; training/README.md). JSON indented by `indent` spaces (without it, on one
 * line), ending in a newline. Returns the file's path.
 */
function writeModelFile(modelDir: string, name: string, content: unknown, indent?: number): string {
  const file = path.join(modelDir, name);
  fs.writeFileSync(file, `${JSON.stringify(content, null, indent)}\n`);
  return file;
}

function writeCalibration(dir: string, version: string, result: TextTierResult): void {
  const body = {
    format: CALIBRATION_FORMAT,
    modelVersion: version,
    ...result.calibration,
    report: {
      command: 'npm run calibrate',
      method:
        'vector scaling (Guo et al. 2017) of the sentiment head per domain and of the document head, ' +
        'temperature scaling of the other heads, fitted by NLL on the dev sets with each set weighted ' +
        'equally; ECE with 15 bins; "after" is ' +
        'two-fold cross-fitted on the sets fitted on; the floor is the ECE a perfectly calibrated ' +
        'model would show with the same confidences on as many examples (200 simulated draws)',
      dev: result.reports,
      ...result.report,
    },
  };
  const file = writeModelFile(dir, CALIBRATION_FILE, body, 1);
  log(`wrote ${file}`);
}

/** The calibration file already in `dir` with its term weight (and that weight's report) replaced. */
function rewriteTermWeight(
  dir: string,
  terms: { weight: number; report: { chosenOn: string; f1: number } },
): void {
  const body = JSON.parse(fs.readFileSync(path.join(dir, CALIBRATION_FILE), 'utf8')) as {
    termWeight?: number;
    report?: Record<string, unknown>;
  };
  body.termWeight = terms.weight;
  body.report = { ...body.report, termWeight: terms.report };
  log(`wrote ${writeModelFile(dir, CALIBRATION_FILE, body, 1)}`);
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
    const prior = loadWordPrior(args.dir);
    const kept = args.keepIrony ? keptIrony(path.join(args.dir, 'accurate')) : undefined;
    for (const name of ['fast', 'accurate'] as const) {
      const result = await calibrateTextTier(
        name,
        tiers[name].build,
        args.sample,
        log,
        prior,
        name === 'accurate' ? kept : undefined,
      );
      if (name === 'accurate') {
        const doc = await calibrateDocuments(result.calibrated, args.sample);
        result.calibration.vectors = { ...result.calibration.vectors, document: doc.vector };
        if (doc.rule) result.calibration.uncertain.document = doc.rule;
        result.reports.push(...doc.reports);
        result.report.document = doc.report;
      }
      rows.push(...result.reports.map((r) => ({ ...r, model: name })));
      summaries[name] = { ...result.calibration, ...result.report };
      if (args.write) writeCalibration(path.join(args.dir, name), tiers[name].version, result);
    }
  }
  if (args.only === 'terms') {
    const prior = loadWordPrior(args.dir);
    const encoder = await OnnxEncoderClassifier.load(path.join(args.dir, 'accurate'));
    const cnn = WordPieceCnn.load(path.join(args.dir, 'fast'));
    const tiers = {
      accurate: (c: Calibration) => accurateTier(encoder, c),
      fast: (c: Calibration) => fastTier(cnn, c),
    };
    const versions = { accurate: encoder.version, fast: cnn.version };
    for (const name of ['fast', 'accurate'] as const) {
      const dir = path.join(args.dir, name);
      const calibration = readCalibration(dir, versions[name]);
      const terms = await fitTermWeight(tiers[name](calibration), prior, args.sample, log);
      summaries[name] = { termWeight: terms.weight, was: calibration.termWeight, ...terms.report };
      if (args.write) rewriteTermWeight(dir, terms);
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
    if (args.write) writeModelFile(dir, SENTENCE_CENTRE_FILE, centre);
  }
  if (rows.length > 0) printTable(rows);
  process.stdout.write(`${JSON.stringify(summaries, null, 1)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
