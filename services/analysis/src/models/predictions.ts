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
import { Calibration, calibratedProbabilities, UNCALIBRATED, UncertaintyRule } from './calibration';
import { strongestWords, WordWeight, wordWeights } from './explanations';
import type { OutletRating, OutletTable } from './outlets';
import { evenSample, TextWindow, textWindows, WindowedText, windowedText } from './text-windows';
import type { TaskProbabilities, TierModel } from './tiers';

export interface Prediction<L extends string> {
  label: L;
  /** Probability per label (calibrated); they sum to 1. */
  scores: Record<L, number>;
  /** Probability of the chosen label (0 when the text has no words). */
  confidence: number;
  /** Readings at this confidence are more often wrong than right (calibration.ts). */
  uncertain: boolean;
  /** The tier and version of the model that answered. */
  model: ModelInfo;
}

export interface SentimentPrediction extends Prediction<SentimentLabel> {
  /** P(POSITIVE) − P(NEGATIVE), in [-1, 1]. */
  score: number;
}

export interface BiasPrediction extends Prediction<BiasLabel> {
  /** The outlet's own rating, when the outlet table knows it (never mixed into the reading). */
  outlet?: OutletRating;
}

// Built with plain loops: the fast tier makes one of these per sentence, thousands a second.
function toPrediction<L extends string>(
  labels: readonly L[],
  probs: readonly number[] | undefined,
  fallback: L,
  rule: UncertaintyRule | undefined,
): Omit<Prediction<L>, 'model'> {
  const scores = {} as Record<L, number>;
  if (!probs) {
    // No words to read: an even spread and no confidence, labelled with the task's neutral class.
    for (const label of labels) scores[label] = 1 / labels.length;
    return { label: fallback, scores, confidence: 0, uncertain: false };
  }
  let best = 0;
  for (let i = 0; i < labels.length; i++) {
    scores[labels[i]] = probs[i];
    if (probs[i] > probs[best]) best = i;
  }
  const uncertain = rule !== undefined && probs[best] < rule.confidenceBelow;
  return { label: labels[best], scores, confidence: probs[best], uncertain };
}

/** A text's words and each one's weight (explanations.ts), for callers that count them. */
export interface WeightedWords {
  text: WindowedText;
  weights: number[];
}

export interface TextAnalysis {
  sentiment: SentimentPrediction;
  emotion: Prediction<EmotionLabel>;
  /** With `explain`: the words that moved the sentiment most, strongest first. */
  explanation?: { words: WordWeight[] };
  /** With `explain`: every word's weight. */
  weighted?: WeightedWords;
}

export interface ReadOptions {
  tier?: ModelTier;
  /** Windows of one long text the model reads at most, evenly spread over it. */
  maxWindows?: number;
  /** Weigh every word (from the same pass) and name the strongest. */
  explain?: boolean;
}

/** A long text's windows the text endpoints read at most: about 2,000 tokens, a bounded cost. */
export const DEFAULT_MAX_WINDOWS = 16;

/** Words an explanation names at most. */
export const EXPLANATION_WORDS = 10;

/** A text's words and the windows of it the model reads. */
export interface PreparedText {
  text: WindowedText;
  windows: TextWindow[];
}

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
  analyze(texts: readonly string[], options: ReadOptions = {}): Promise<TextAnalysis[]> {
    const model = this.tier(options.tier ?? 'accurate');
    const maxWindows = options.maxWindows ?? DEFAULT_MAX_WINDOWS;
    return options.explain
      ? this.explained(model, texts, maxWindows)
      : this.plain(model, texts, maxWindows);
  }

  /**
   * Readings from the ids alone. The words' spans, each id's word and the tokens' shares are what
   * explanations need; on the fast tier making them cost more than reading the text (about half
   * its speed, bench/README.md "models"), so a reading that is not explained makes none of them.
   */
  private async plain(
    model: TierModel,
    texts: readonly string[],
    maxWindows: number,
  ): Promise<TextAnalysis[]> {
    const perText = texts.map((t) => evenSample(textWindows(model.tokenizer, t), maxWindows));
    const readings = await model.read(perText.flat(), { polarity: false });
    let next = 0;
    return perText.map((windows) =>
      readingOf(windows, readings.slice(next, (next += windows.length)), model),
    );
  }

  /** Readings with each word's weight, from the same pass, and the strongest words named. */
  private async explained(
    model: TierModel,
    texts: readonly string[],
    maxWindows: number,
  ): Promise<TextAnalysis[]> {
    const prepared: PreparedText[] = texts.map((t) => {
      const text = windowedText(model.tokenizer, t);
      return { text, windows: evenSample(text.windows, maxWindows) };
    });
    const readings = await model.read(
      prepared.flatMap((p) => p.windows.map((w) => w.ids)),
      { polarity: true },
    );
    let next = 0;
    return prepared.map((p, i): TextAnalysis => {
      const own = readings.slice(next, (next += p.windows.length));
      const analysis = readingOf(
        p.windows.map((w) => w.ids),
        own,
        model,
      );
      if (own.length === 0) return analysis;
      const weights = wordWeights(p.text, p.windows, own);
      return {
        ...analysis,
        explanation: { words: strongestWords(p.text, texts[i], weights, EXPLANATION_WORDS) },
        weighted: { text: p.text, weights },
      };
    });
  }
}

/** One text's analysis from its windows' probabilities: their mean, weighted by tokens. */
export function readingOf(
  windows: readonly number[][],
  probs: readonly TaskProbabilities[],
  model: Pick<TierModel, 'info' | 'calibration'>,
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
  { info, calibration }: Pick<TierModel, 'info' | 'calibration'>,
): TextAnalysis {
  const s = toPrediction(
    SENTIMENT_LABELS,
    sentimentProbs,
    'NEUTRAL',
    calibration.uncertain.sentiment,
  );
  const e = toPrediction(EMOTION_LABELS, emotionProbs, 'neutral', calibration.uncertain.emotion);
  // Written out rather than spread: the fast tier makes two of these per text, and the spread
  // copies took about a sixth of its time.
  return {
    sentiment: {
      label: s.label,
      scores: s.scores,
      confidence: s.confidence,
      uncertain: s.uncertain,
      score: s.scores.POSITIVE - s.scores.NEGATIVE,
      model: info,
    },
    emotion: {
      label: e.label,
      scores: e.scores,
      confidence: e.confidence,
      uncertain: e.uncertain,
      model: info,
    },
  };
}

type NgramBias = Pick<BiasClassifier, 'version' | 'textProbabilities'>;
type EncoderBias = Pick<BiasEncoder, 'version' | 'blend' | 'probabilities'>;

/** One tier of the bias model: who answers, and how its probabilities are calibrated. */
interface BiasTier {
  info: ModelInfo;
  calibration: Calibration;
}

/**
 * Political leaning of articles in two tiers, read from the text alone. Fast: hashed n-grams into a
 * linear layer, reading the whole article. Accurate: a fine-tuned encoder reading the first window,
 * blended with the n-grams. The outlet's own rating, where the table knows the outlet, comes beside
 * the reading and never changes it.
 */
export class BiasModel {
  readonly tiers: Record<ModelTier, BiasTier>;

  constructor(
    private readonly ngram: NgramBias,
    private readonly encoder: EncoderBias,
    private readonly outlets: Pick<OutletTable, 'rate'>,
    calibration: Record<ModelTier, Calibration> = { accurate: UNCALIBRATED, fast: UNCALIBRATED },
  ) {
    this.tiers = {
      accurate: {
        info: { tier: 'accurate', version: encoder.version },
        calibration: calibration.accurate,
      },
      fast: { info: { tier: 'fast', version: ngram.version }, calibration: calibration.fast },
    };
  }

  /** One reading per article from its title and text, with its outlet's rating when known. */
  predict(articles: readonly ArticleInput[], tier: ModelTier = 'accurate'): BiasPrediction[] {
    if (articles.length === 0) return [];
    const ngram = this.ngram.textProbabilities(articles);
    const text =
      tier === 'fast'
        ? ngram
        : this.encoder
            .probabilities(articles)
            .map((p, i) => blendProbabilities(p, ngram[i], this.encoder.blend.encoderWeight));
    const { info, calibration } = this.tiers[tier];
    return text.map((probs, i) => {
      const calibrated = calibratedProbabilities(
        probs.map((p) => Math.log(Math.max(p, 1e-12))),
        calibration,
        'bias',
      );
      const outlet = this.outlets.rate(articles[i].source, articles[i].url);
      const reading = toPrediction(BIAS_LABELS, calibrated, 'CENTER', calibration.uncertain.bias);
      // The table holds every outlet the models were trained on, so an outlet it does not know is
      // one they never saw, and there the reading is no better than chance (the n-gram model
      // trained on the media split read its unseen outlets at 0.26 accuracy while claiming 0.59:
      // models/bias/MODEL_CARD.md). Such a reading is always uncertain.
      return {
        ...reading,
        uncertain: reading.uncertain || !outlet,
        model: info,
        ...(outlet && { outlet }),
      };
    });
  }
}
