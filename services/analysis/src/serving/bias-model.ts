import type { ModelInfo, ModelTier } from '@sentilog/contracts';
import type { ArticleInput, BiasClassifier } from './bias-classifier';
import { blendProbabilities, type BiasEncoder } from './bias-encoder';
import { Calibration, calibratedProbabilities, UNCALIBRATED } from './calibration';
import { BIAS_LABELS, BiasLabel } from './labels';
import type { OutletRating, OutletTable } from './outlets';
import { Prediction, toPrediction } from './prediction';

// The leaning an article's text reads as (docs/architecture.md, "News bias"), kept apart from its
// outlet's own rating.

export interface BiasPrediction extends Prediction<BiasLabel> {
  /** The outlet's own rating, when the outlet table knows it (never mixed into the reading). */
  outlet?: OutletRating;
}

type NgramBias = Pick<BiasClassifier, 'version' | 'textProbabilities'> & {
  config?: { reads?: string };
};
type EncoderBias = Pick<BiasEncoder, 'version' | 'blend' | 'probabilities'> & {
  readsStripped?: boolean;
};
/** An article without its outlet's marks (outlet-marks.ts), for the models trained to read it so. */
export type OutletStripper = <A extends ArticleInput>(article: A) => A;

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
    private readonly strip: OutletStripper = (article) => article,
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
    // Each model reads what it was trained on: the article, or the article without its outlet's marks.
    let stripped: ArticleInput[] | undefined;
    const input = (readsStripped: boolean | undefined) =>
      readsStripped ? (stripped ??= articles.map((a) => this.strip(a))) : articles;
    const ngram = this.ngram.textProbabilities(
      input(this.ngram.config?.reads === 'outlet-stripped'),
    );
    const text =
      tier === 'fast'
        ? ngram
        : this.encoder
            .probabilities(input(this.encoder.readsStripped))
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
