import type { ModelInfo, ModelTier } from '@sentilog/contracts';
import type { BiasClassifier, ArticleInput } from './bias-classifier';
import { blendProbabilities, type BiasEncoder } from './bias-encoder';
import {
  BIAS_LABELS,
  BiasLabel,
  EMOTION_LABELS,
  EmotionLabel,
  SENTIMENT_LABELS,
  SentimentLabel,
} from './labels';
import { weightedMean } from './aggregate';
import { evenSample, textWindows } from './text-windows';
import type { TaskProbabilities, TierModel } from './tiers';

export interface Prediction<L extends string> {
  label: L;
  /** Probability per label; they sum to 1. */
  scores: Record<L, number>;
  /** Probability of the chosen label (0 when the text has no words). */
  confidence: number;
  /** The tier and version of the model that answered. */
  model: ModelInfo;
}

export interface SentimentPrediction extends Prediction<SentimentLabel> {
  /** P(POSITIVE) − P(NEGATIVE), in [-1, 1]. */
  score: number;
}

export interface BiasPrediction extends Prediction<BiasLabel> {
  /** The known outlet's rating when `source` matched the source prior (then it shaped the scores). */
  sourceRating?: BiasLabel;
}

// Built with plain loops: the fast tier makes one of these per sentence, thousands a second.
function toPrediction<L extends string>(
  labels: readonly L[],
  probs: readonly number[] | undefined,
  fallback: L,
): Omit<Prediction<L>, 'model'> {
  const scores = {} as Record<L, number>;
  if (!probs) {
    // No words to read: an even spread and no confidence, labelled with the task's neutral class.
    for (const label of labels) scores[label] = 1 / labels.length;
    return { label: fallback, scores, confidence: 0 };
  }
  let best = 0;
  for (let i = 0; i < labels.length; i++) {
    scores[labels[i]] = probs[i];
    if (probs[i] > probs[best]) best = i;
  }
  return { label: labels[best], scores, confidence: probs[best] };
}

export interface TextAnalysis {
  sentiment: SentimentPrediction;
  emotion: Prediction<EmotionLabel>;
}

export interface ReadOptions {
  tier?: ModelTier;
  /** Windows of one long text the model reads at most, evenly spread over it. */
  maxWindows?: number;
}

/** A long text's windows the text endpoints read at most: about 2,000 tokens, a bounded cost. */
export const DEFAULT_MAX_WINDOWS = 16;

/** Sentiment and emotion from one pass of a tier's model over each text's windows. */
export class TextModels {
  constructor(
    readonly accurate: TierModel,
    readonly fast: TierModel,
  ) {}

  tier(tier: ModelTier): TierModel {
    return tier === 'fast' ? this.fast : this.accurate;
  }

  /** One analysis per text, in order; every prediction names the model that made it. */
  analyze(texts: readonly string[], options: ReadOptions = {}): TextAnalysis[] {
    const model = this.tier(options.tier ?? 'accurate');
    const perText = texts.map((t) =>
      evenSample(textWindows(model.tokenizer, t), options.maxWindows ?? DEFAULT_MAX_WINDOWS),
    );
    const probs = model.probabilities(perText.flat());
    let next = 0;
    return perText.map((windows) =>
      readingOf(windows, probs.slice(next, (next += windows.length)), model.info),
    );
  }
}

/** One text's analysis from its windows' probabilities: their mean, weighted by tokens. */
export function readingOf(
  windows: readonly number[][],
  probs: readonly TaskProbabilities[],
  model: ModelInfo,
): TextAnalysis {
  const weights = windows.map((w) => w.length - 2);
  const mean = (pick: (p: TaskProbabilities) => number[]) => {
    if (probs.length === 0) return undefined;
    return probs.length === 1 ? pick(probs[0]) : weightedMean(probs.map(pick), weights);
  };
  return analysisOf(
    mean((p) => p.sentiment),
    mean((p) => p.emotion),
    model,
  );
}

/** Predictions from each task's probabilities (undefined: the text had no words). */
export function analysisOf(
  sentimentProbs: number[] | undefined,
  emotionProbs: number[] | undefined,
  model: ModelInfo,
): TextAnalysis {
  const s = toPrediction(SENTIMENT_LABELS, sentimentProbs, 'NEUTRAL');
  const e = toPrediction(EMOTION_LABELS, emotionProbs, 'neutral');
  return {
    sentiment: {
      label: s.label,
      scores: s.scores,
      confidence: s.confidence,
      score: s.scores.POSITIVE - s.scores.NEGATIVE,
      model,
    },
    emotion: { label: e.label, scores: e.scores, confidence: e.confidence, model },
  };
}

type NgramBias = Pick<
  BiasClassifier,
  'version' | 'textProbabilities' | 'sourceCounts' | 'withSourcePrior'
>;
type EncoderBias = Pick<BiasEncoder, 'version' | 'blend' | 'probabilities'>;

/**
 * Political leaning of articles in two tiers. Fast: hashed n-grams into a linear layer, reading the
 * whole article. Accurate: a fine-tuned encoder reading the first window, blended with the n-grams.
 */
export class BiasModel {
  readonly info: Record<ModelTier, ModelInfo>;

  constructor(
    private readonly ngram: NgramBias,
    private readonly encoder: EncoderBias,
  ) {
    this.info = {
      accurate: { tier: 'accurate', version: encoder.version },
      fast: { tier: 'fast', version: ngram.version },
    };
  }

  /**
   * One prediction per article from its title and text; a known `source` (outlet name or host) adds its
   * rating as a prior.
   */
  predict(articles: readonly ArticleInput[], tier: ModelTier = 'accurate'): BiasPrediction[] {
    if (articles.length === 0) return [];
    const ngram = this.ngram.textProbabilities(articles);
    const text =
      tier === 'fast'
        ? ngram
        : this.encoder
            .probabilities(articles)
            .map((p, i) => blendProbabilities(p, ngram[i], this.encoder.blend.encoderWeight));
    return text.map((textProbs, i) => {
      const source = articles[i].source;
      const counts = this.ngram.sourceCounts(source);
      const p = {
        ...toPrediction(BIAS_LABELS, this.ngram.withSourcePrior(textProbs, source), 'CENTER'),
        model: this.info[tier],
      };
      if (!counts) return p;
      const rated = counts.indexOf(Math.max(...counts));
      return { ...p, sourceRating: BIAS_LABELS[rated] };
    });
  }
}
