import { SENTIMENT_LABELS } from '../models/labels';
import { TextCnnClassifier } from '../models/text-cnn-classifier';
import { CnnTrainOptions } from './cnn-trainer';
import { saveCnnModel, TextExample, trainCnnTask } from './cnn-task';
import { goEmotionsSentiment, sentimentDev, sstTrainPhrases } from './sentiment-data';
import { evaluateSentiment } from './sentiment-eval';
import { everyNth, TaskRun, TrainReport } from './task';

const OPTIONS: CnnTrainOptions & { maxVocabulary: number } = {
  config: { embeddingDim: 100, widths: [3, 4, 5], filters: 100, maxTokens: 100, members: 3 },
  labels: 3,
  epochs: 3,
  batchSize: 50,
  learningRate: 1e-3,
  embeddingLearningRate: 1e-3,
  dropout: 0.5,
  seed: 0,
  evalsPerEpoch: 4,
  patience: 6,
  maxVocabulary: 30000,
};

function oneHot(label: number): number[] {
  return SENTIMENT_LABELS.map((_, i) => (i === label ? 1 : 0));
}

export function trainSentiment(run: TaskRun): TrainReport {
  const options = { ...OPTIONS, seed: run.seed, epochs: run.epochs ?? OPTIONS.epochs };
  const { phrases: sst, leakedTrees } = sstTrainPhrases();
  const go = goEmotionsSentiment('train');
  const train: TextExample[] = [
    ...sst.map((r) => ({ text: r.text, target: oneHot(r.label), weight: 1 })),
    ...go.map((r) => ({ text: r.text, target: oneHot(r.label), weight: 1 })),
  ];
  const sample = everyNth(train, run.sample);
  const dev = sentimentDev();
  run.log(
    `SST phrases ${sst.length} (dev trees dropped ${leakedTrees}), GoEmotions comments ${go.length}`,
  );
  const result = trainCnnTask(
    sample,
    [...sst.map((r) => r.text), ...go.map((r) => r.text)],
    options,
    (p) => evaluateSentiment(dev, p),
    run.log,
  );
  const version = run.version;
  saveCnnModel(
    run.outDir,
    { task: 'sentiment', version, labels: SENTIMENT_LABELS, config: options.config },
    result,
  );
  const loaded = TextCnnClassifier.load(run.outDir);
  const final = evaluateSentiment(dev, (texts) =>
    loaded.predictProbabilities(texts).map((p) => p ?? [0, 1, 0]),
  );
  return {
    data: {
      'SST-5 train phrases + SST-2 train phrases (unique, 3 classes)': sst.length,
      'SST-5 train trees dropped because their sentence is a dev sentence': leakedTrees,
      'GoEmotions train comments, one sentiment group': go.length,
      vocabulary: result.vocabulary.size,
    },
    hyperparameters: { ...options, config: options.config },
    devMetrics: final.metrics,
    history: result.members.flatMap((member, m) =>
      member.history.map((h) => ({ member: m, epoch: h.epoch, ...h.evaluation.metrics })),
    ),
  };
}
