import { EMOTION_LABELS } from '../models/labels';
import { TextCnnClassifier } from '../models/text-cnn-classifier';
import { CnnTrainOptions } from './cnn-trainer';
import { saveCnnModel, TextExample, TextPredict, trainCnnTask } from './cnn-task';
import { loadGoEmotionLabels, loadGoEmotions, MultiLabelText } from './datasets';
import { argmax, macroF1, perClassF1 } from './metrics';
import { crossFittedMacroF1, macroF1WithOffsets, tuneLogOffsets } from './prior-tuning';
import { everyNth, TaskRun, TrainReport } from './task';

// Ekman emotions from GoEmotions. Multi-label comments train towards an even split over their labels;
// classes are weighted by inverse square-root frequency, and per-class prior offsets are tuned on dev.

const OPTIONS: CnnTrainOptions & { maxVocabulary: number } = {
  config: { embeddingDim: 100, widths: [3, 4, 5], filters: 100, maxTokens: 100, members: 1 },
  labels: EMOTION_LABELS.length,
  epochs: 6,
  batchSize: 50,
  learningRate: 1e-3,
  embeddingLearningRate: 1e-3,
  dropout: 0.5,
  seed: 0,
  evalsPerEpoch: 2,
  patience: 4,
  maxVocabulary: 30000,
};

/** Rows of the Ekman scheme with labels mapped to EMOTION_LABELS order. */
function loadEkman(split: 'train' | 'dev'): MultiLabelText[] {
  const names = loadGoEmotionLabels('ekman');
  const order = EMOTION_LABELS as readonly string[];
  return loadGoEmotions('ekman', split).map((r) => ({
    text: r.text,
    labels: r.labels.map((l) => order.indexOf(names[l])),
  }));
}

export function trainEmotion(run: TaskRun): TrainReport {
  const options = { ...OPTIONS, seed: run.seed, epochs: run.epochs ?? OPTIONS.epochs };
  const classes = EMOTION_LABELS.length;
  const rows = loadEkman('train');
  const counts = new Array<number>(classes).fill(0);
  rows.forEach((r) => r.labels.forEach((l) => counts[l]++));
  const total = counts.reduce((a, b) => a + b, 0);
  const classWeight = counts.map((n) => Math.sqrt(total / (classes * n)));
  const train: TextExample[] = rows.map((r) => ({
    text: r.text,
    target: EMOTION_LABELS.map((_, c) => (r.labels.includes(c) ? 1 / r.labels.length : 0)),
    weight: r.labels.reduce((s, l) => s + classWeight[l], 0) / r.labels.length,
  }));
  const sample = everyNth(train, run.sample);
  const dev = loadEkman('dev').filter((r) => r.labels.length === 1);
  const gold = dev.map((r) => r.labels[0]);
  const evaluate = (predict: TextPredict) => {
    const probs = predict(dev.map((r) => r.text));
    const raw = macroF1(gold, probs.map(argmax), classes);
    const tuned = macroF1WithOffsets(probs, gold, tuneLogOffsets(probs, gold, classes));
    return { score: tuned, metrics: { macro_f1_raw: raw, macro_f1_tuned: tuned } };
  };
  run.log(`GoEmotions Ekman train ${rows.length}, dev single-label ${dev.length}`);
  const result = trainCnnTask(
    sample,
    rows.map((r) => r.text),
    options,
    evaluate,
    run.log,
  );

  const meta = { task: 'emotion', version: run.version, labels: EMOTION_LABELS };
  saveCnnModel(run.outDir, { ...meta, config: options.config }, result);
  const rawProbs = TextCnnClassifier.load(run.outDir).predictProbabilities(dev.map((r) => r.text));
  const probs = rawProbs.map((p) => p ?? EMOTION_LABELS.map(() => 1 / classes));
  const logOffsets = tuneLogOffsets(probs, gold, classes);
  saveCnnModel(run.outDir, { ...meta, config: { ...options.config, logOffsets } }, result);
  const tunedProbs = TextCnnClassifier.load(run.outDir).predictProbabilities(
    dev.map((r) => r.text),
  );
  const final = macroF1(
    gold,
    tunedProbs.map((p) => argmax(p ?? [])),
    classes,
  );
  return {
    data: { 'GoEmotions Ekman train comments': rows.length, vocabulary: result.vocabulary.size },
    hyperparameters: { ...options, classWeight, logOffsets },
    devMetrics: { ekman_dev_macro_f1: final },
    notes: {
      ...Object.fromEntries(
        perClassF1(
          gold,
          tunedProbs.map((p) => argmax(p ?? [])),
          classes,
        ).map((f1, c) => [`F1 ${EMOTION_LABELS[c]}`, f1]),
      ),
      'macro-F1 without prior offsets': macroF1(gold, probs.map(argmax), classes),
      'macro-F1 with offsets tuned on one dev half, scored on the other (2-fold mean)':
        crossFittedMacroF1(probs, gold, classes),
    },
    history: result.members.flatMap((member, m) =>
      member.history.map((h) => ({ member: m, epoch: h.epoch, ...h.evaluation.metrics })),
    ),
  };
}
