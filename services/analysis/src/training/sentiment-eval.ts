import type { Evaluation } from './cnn-trainer';
import type { TextPredict } from './cnn-task';
import { accuracy, argmax, macroF1 } from './metrics';
import { NEG, POS, SentimentDev } from './sentiment-data';

/** The dev targets for the sentiment model. */
export const SENTIMENT_TARGETS = {
  sst2_acc: 0.87,
  sst5_3class_acc: 0.68,
  goemotions_group_macro_f1: 0.68,
};

/**
 * Dev metrics: SST-2 accuracy of the larger of P(POSITIVE) and P(NEGATIVE), SST-5 mapped to three classes,
 * GoEmotions sentiment groups (macro-F1). The score for early stopping is the mean ratio to target.
 */
export function evaluateSentiment(dev: SentimentDev, predict: TextPredict): Evaluation {
  const sst2 = predict(dev.sst2.map((r) => r.text));
  const sst5 = predict(dev.sst5.map((r) => r.text));
  const go = predict(dev.goEmotions.map((r) => r.text));
  const metrics = {
    sst2_acc: accuracy(
      dev.sst2.map((r) => r.label),
      sst2.map((p) => (p[POS] >= p[NEG] ? POS : NEG)),
    ),
    sst5_3class_acc: accuracy(
      dev.sst5.map((r) => r.label),
      sst5.map(argmax),
    ),
    goemotions_group_macro_f1: macroF1(
      dev.goEmotions.map((r) => r.label),
      go.map(argmax),
      3,
    ),
  };
  const ratios = Object.entries(SENTIMENT_TARGETS).map(
    ([k, t]) => metrics[k as keyof typeof metrics] / t,
  );
  return { score: ratios.reduce((a, b) => a + b, 0) / ratios.length, metrics };
}
