import { BiasClassifier, ArticleInput } from './bias-classifier';
import {
  BIAS_LABELS,
  BiasLabel,
  EMOTION_LABELS,
  EmotionLabel,
  SENTIMENT_LABELS,
  SentimentLabel,
} from './labels';
import { TextCnnClassifier } from './text-cnn-classifier';

export interface Prediction<L extends string> {
  label: L;
  /** Probability per label; they sum to 1. */
  scores: Record<L, number>;
  /** Probability of the chosen label (0 when the text has no words). */
  confidence: number;
}

export interface SentimentPrediction extends Prediction<SentimentLabel> {
  /** P(POSITIVE) − P(NEGATIVE), in [-1, 1]. */
  score: number;
}

export interface BiasPrediction extends Prediction<BiasLabel> {
  /** The known outlet's rating when `source` matched the source prior (then it shaped the scores). */
  sourceRating?: BiasLabel;
}

function toPrediction<L extends string>(
  labels: readonly L[],
  probs: readonly number[] | undefined,
  fallback: L,
): Prediction<L> {
  if (!probs) {
    // No words to read: an even spread and no confidence, labelled with the task's neutral class.
    const even = Object.fromEntries(labels.map((l) => [l, 1 / labels.length])) as Record<L, number>;
    return { label: fallback, scores: even, confidence: 0 };
  }
  let best = 0;
  probs.forEach((p, i) => {
    if (p > probs[best]) best = i;
  });
  const scores = Object.fromEntries(labels.map((l, i) => [l, probs[i]])) as Record<L, number>;
  return { label: labels[best], scores, confidence: probs[best] };
}

export class SentimentModel {
  constructor(private readonly classifier: TextCnnClassifier) {}

  /** One prediction per text, in order; long texts are read sentence by sentence and averaged. */
  predict(texts: readonly string[]): SentimentPrediction[] {
    return this.classifier.predictProbabilities(texts).map((probs) => {
      const { label, scores, confidence } = toPrediction(SENTIMENT_LABELS, probs, 'NEUTRAL');
      return { label, scores, score: scores.POSITIVE - scores.NEGATIVE, confidence };
    });
  }
}

export class EmotionModel {
  constructor(private readonly classifier: TextCnnClassifier) {}

  predict(texts: readonly string[]): Prediction<EmotionLabel>[] {
    return this.classifier
      .predictProbabilities(texts)
      .map((probs) => toPrediction(EMOTION_LABELS, probs, 'neutral'));
  }
}

export class BiasModel {
  constructor(private readonly classifier: BiasClassifier) {}

  /**
   * One prediction per article from its title and text; a known `source` (outlet name or host) adds its
   * rating as a prior. Long articles are read window by window and averaged.
   */
  predict(articles: readonly ArticleInput[]): BiasPrediction[] {
    return this.classifier.textProbabilities(articles).map((textProbs, i) => {
      const source = articles[i].source;
      const counts = this.classifier.sourceCounts(source);
      const p = toPrediction(
        BIAS_LABELS,
        this.classifier.withSourcePrior(textProbs, source),
        'CENTER',
      );
      if (!counts) return p;
      const rated = counts.indexOf(Math.max(...counts));
      return { ...p, sourceRating: BIAS_LABELS[rated] };
    });
  }
}
