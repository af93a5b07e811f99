import type { ModelInfo, ModelTier } from '@sentilog/contracts';
import type { EncoderClassifier, SequenceReading } from '../encoder/encoder-classifier';
import type { EncoderTaskHead } from '../encoder/encoder-file';
import type { WordPieceTokenizer } from '../encoder/wordpiece-tokenizer';
import { Calibration, calibratedProbabilities, temperatureOf, UNCALIBRATED } from './calibration';
import { EMOTION_LABELS, SENTIMENT_LABELS } from './labels';
import { WordPieceCnn } from './wordpiece-cnn';

// The two tiers behind one interface. Accurate: the fine-tuned encoder (one pass gives sentiment and
// emotion). Fast: the CNN distilled from it, for bulk work. Both read WordPiece id sequences
// ([CLS] … [SEP]) and answer each task's calibrated probabilities in the order of labels.ts, and on
// request each token's push toward POSITIVE against NEGATIVE, from the same pass.

export interface TaskProbabilities {
  /** NEGATIVE, NEUTRAL, POSITIVE */
  sentiment: number[];
  /** joy, sadness, anger, fear, surprise, disgust, neutral */
  emotion: number[];
}

/** One sequence read by a tier. */
export interface WindowReading extends TaskProbabilities {
  /**
   * With `polarity` asked for: per token, its share of the POSITIVE logit minus its share of the
   * NEGATIVE one, in calibrated logit units (positive pushes toward POSITIVE). See the models' readers.
   */
  polarity?: number[];
}

export interface TierModel {
  readonly info: ModelInfo;
  readonly tokenizer: WordPieceTokenizer;
  readonly calibration: Calibration;
  read(sequences: readonly number[][], options?: { polarity?: boolean }): Promise<WindowReading[]>;
}

type RawReadings = { logits: number[]; tokens?: number[][] }[];

/** A model's logits side by side and, when asked for, every token's share of them. */
type RawReader = (
  sequences: readonly number[][],
  shares: boolean,
) => RawReadings | Promise<RawReadings>;

/**
 * An encoder the accurate tier can read with: TensorFlow.js (EncoderClassifier, the reference) or
 * ONNX Runtime (OnnxEncoderClassifier, what the service runs); both answer logits and token shares.
 */
export type SequenceEncoder = Pick<EncoderClassifier, 'version' | 'tokenizer'> & {
  readonly model: { config: { tasks: EncoderTaskHead[] } };
  readSequences(sequences: readonly number[][]): SequenceReading[] | Promise<SequenceReading[]>;
};

/** Where each of our labels sits among a model's side-by-side logits. */
export function labelColumns(
  heads: EncoderTaskHead[],
  task: string,
  ours: readonly string[],
): number[] {
  let offset = 0;
  for (const head of heads) {
    if (head.task === task) {
      return ours.map((label) => {
        const i = head.labels.indexOf(label);
        if (i < 0) throw new Error(`the model's ${task} head has no ${label}`);
        return offset + i;
      });
    }
    offset += head.labels.length;
  }
  throw new Error(`the model has no ${task} head`);
}

function tierModel(
  info: ModelInfo,
  tokenizer: WordPieceTokenizer,
  heads: EncoderTaskHead[],
  calibration: Calibration,
  raw: RawReader,
): TierModel {
  const sentiment = labelColumns(heads, 'sentiment', SENTIMENT_LABELS);
  const emotion = labelColumns(heads, 'emotion', EMOTION_LABELS);
  const [negative, , positive] = sentiment;
  // Polarity shares are in the units the sentiment head is calibrated in (a temperature; no
  // sentence head has vector scaling).
  const sentimentT = temperatureOf(calibration, 'sentiment');
  return {
    info,
    tokenizer,
    calibration,
    read: async (sequences, options) => {
      const polarity = options?.polarity ?? false;
      return (await raw(sequences, polarity)).map(({ logits, tokens }) => ({
        sentiment: calibratedProbabilities(
          sentiment.map((c) => logits[c]),
          calibration,
          'sentiment',
        ),
        emotion: calibratedProbabilities(
          emotion.map((c) => logits[c]),
          calibration,
          'emotion',
        ),
        ...(polarity &&
          tokens && { polarity: tokens.map((t) => (t[positive] - t[negative]) / sentimentT) }),
      }));
    },
  };
}

const info = (tier: ModelTier, version: string): ModelInfo => ({ tier, version });

export function accurateTier(
  encoder: SequenceEncoder,
  calibration: Calibration = UNCALIBRATED,
): TierModel {
  return tierModel(
    info('accurate', encoder.version),
    encoder.tokenizer,
    encoder.model.config.tasks,
    calibration,
    (s) => encoder.readSequences(s),
  );
}

export function fastTier(cnn: WordPieceCnn, calibration: Calibration = UNCALIBRATED): TierModel {
  return tierModel(
    info('fast', cnn.version),
    cnn.tokenizer,
    cnn.config.tasks,
    calibration,
    (s, shares) => cnn.read(s, shares),
  );
}
