import * as path from 'node:path';
import { SENTIMENT_LABELS } from '../models/labels';
import { TextCnnClassifier } from '../models/text-cnn-classifier';
import { CnnTrainOptions } from './cnn-trainer';
import { saveCnnModel, TextExample, trainCnnTask } from './cnn-task';
import { CACHE_DIR } from './paths';
import { goEmotionsSentiment, NEU, sentimentDev, sstTrainPhrases } from './sentiment-data';
import { evaluateSentiment } from './sentiment-eval';
import { everyNth, TaskRun, TrainReport } from './task';

// Knowledge distillation. An ensemble of three Kim CNNs (widths 3/4/5) is the more accurate model but
// runs at a few hundred texts a second; the shipped model is one narrow CNN (width 3 only, a quarter
// of the convolution work) trained towards a mix of the ensemble's probabilities and the gold labels,
// which keeps most of the ensemble's accuracy at VADER's speed. The teacher is a training artefact.

type Options = CnnTrainOptions & { maxVocabulary: number };

const TEACHER: Options = {
  config: { embeddingDim: 100, widths: [3, 4, 5], filters: 100, maxTokens: 100, members: 3 },
  labels: 3,
  epochs: 3,
  batchSize: 50,
  learningRate: 1e-3,
  // Word vectors move faster than the rest: GloVe puts "good" and "bad" close together.
  embeddingLearningRate: 2e-3,
  dropout: 0.5,
  seed: 0,
  evalsPerEpoch: 4,
  patience: 6,
  // Rows beyond the training vocabulary keep their pretrained vectors, so rarer words ("valueless",
  // "blundering") still mean something; 100,000 rows cost 20 MB as float16.
  maxVocabulary: 100000,
  averageDecay: 0.999,
};

const STUDENT: Options = {
  ...TEACHER,
  config: { ...TEACHER.config, widths: [3], members: 1 },
};

/** Share of the student's target that is the teacher's distribution (the rest is the gold label). */
const TEACHER_WEIGHT = 0.7;

const TEACHER_DIR = path.join(CACHE_DIR, 'sentiment-teacher');

function oneHot(label: number): number[] {
  return SENTIMENT_LABELS.map((_, i) => (i === label ? 1 : 0));
}

export function trainSentiment(run: TaskRun): TrainReport {
  const epochs = run.epochs ?? TEACHER.epochs;
  const teacherOptions = { ...TEACHER, seed: run.seed, epochs };
  const studentOptions = { ...STUDENT, seed: run.seed, epochs };
  const { phrases: sst, leakedTrees } = sstTrainPhrases();
  const go = goEmotionsSentiment('train');
  const train: TextExample[] = [
    ...sst.map((r) => ({ text: r.text, target: oneHot(r.label), weight: 1 })),
    ...go.map((r) => ({ text: r.text, target: oneHot(r.label), weight: 1 })),
  ];
  const sample = everyNth(train, run.sample);
  const vocabularyTexts = [...sst.map((r) => r.text), ...go.map((r) => r.text)];
  const dev = sentimentDev();
  const evaluate = (p: (texts: string[]) => number[][]) => evaluateSentiment(dev, p);
  run.log(
    `SST phrases ${sst.length} (dev trees dropped ${leakedTrees}), GoEmotions comments ${go.length}`,
  );
  const meta = { task: 'sentiment', version: run.version, labels: SENTIMENT_LABELS };

  run.log('teacher: an ensemble of three width 3/4/5 CNNs on the gold labels');
  const teacher = trainCnnTask(sample, vocabularyTexts, teacherOptions, evaluate, run.log);
  saveCnnModel(TEACHER_DIR, { ...meta, config: teacherOptions.config }, teacher);
  const teacherModel = TextCnnClassifier.load(TEACHER_DIR);
  const teacherDev = evaluate((texts) => teacherModel.predictProbabilities(texts).map(orEven));
  run.log(`teacher dev ${JSON.stringify(teacherDev.metrics)}`);

  run.log('student: one width-3 CNN on the teacher’s probabilities mixed with the gold labels');
  const taught = teacherModel.predictProbabilities(sample.map((e) => e.text));
  const distilled = sample.map((e, i) => {
    const t = taught[i];
    const target = t
      ? e.target.map((g, c) => TEACHER_WEIGHT * t[c] + (1 - TEACHER_WEIGHT) * g)
      : e.target;
    return { ...e, target };
  });
  const student = trainCnnTask(distilled, vocabularyTexts, studentOptions, evaluate, run.log);

  // The NEUTRAL offset is chosen on the saved student's dev probabilities and stored in model.json.
  saveCnnModel(run.outDir, { ...meta, config: studentOptions.config }, student);
  const raw = TextCnnClassifier.load(run.outDir);
  const { logOffsets } = evaluate((texts) => raw.predictProbabilities(texts).map(orEven));
  saveCnnModel(run.outDir, { ...meta, config: { ...studentOptions.config, logOffsets } }, student);
  const loaded = TextCnnClassifier.load(run.outDir);
  const final = evaluateSentiment(
    dev,
    (texts) => loaded.predictProbabilities(texts).map(orEven),
    [0, 0, 0],
  );
  return {
    data: {
      'SST-5 train phrases + SST-2 train phrases (unique, 3 classes)': sst.length,
      'SST-5 train trees dropped because their sentence is a dev sentence': leakedTrees,
      'GoEmotions train comments, one sentiment group': go.length,
      vocabulary: student.vocabulary.size,
    },
    hyperparameters: {
      teacher: teacherOptions,
      student: studentOptions,
      teacherWeight: TEACHER_WEIGHT,
      logOffsets,
    },
    devMetrics: {
      sst2_acc: final.metrics.sst2_acc,
      sst5_3class_acc: final.metrics.sst5_3class_acc,
      goemotions_group_macro_f1: final.metrics.goemotions_group_macro_f1,
    },
    notes: {
      'teacher ensemble SST-2 dev accuracy': teacherDev.metrics.sst2_acc,
      'teacher ensemble SST-5 dev → 3 classes accuracy': teacherDev.metrics.sst5_3class_acc,
      'teacher ensemble GoEmotions group dev macro-F1':
        teacherDev.metrics.goemotions_group_macro_f1,
      'NEUTRAL log-prior offset': logOffsets[NEU],
    },
    history: [teacher, student].flatMap((result, r) =>
      result.members.flatMap((member, m) =>
        member.history.map((h) => ({
          model: r,
          member: m,
          epoch: h.epoch,
          ...h.evaluation.metrics,
        })),
      ),
    ),
  };
}

/** A text without words gets an even spread. */
function orEven(p: number[] | undefined): number[] {
  return p ?? [1 / 3, 1 / 3, 1 / 3];
}
