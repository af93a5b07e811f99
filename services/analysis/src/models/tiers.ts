import type { ModelInfo, ModelTier } from '@sentilog/contracts';
import { EncoderClassifier } from '../encoder/encoder-classifier';
import type { EncoderTaskHead } from '../encoder/encoder-file';
import type { WordPieceTokenizer } from '../encoder/wordpiece-tokenizer';
import { softmax } from './aggregate';
import { EMOTION_LABELS, SENTIMENT_LABELS } from './labels';
import { WordPieceCnn } from './wordpiece-cnn';

// The two tiers behind one interface. Accurate: the fine-tuned encoder (one pass gives sentiment and
// emotion). Fast: the CNN distilled from it, for bulk work. Both read WordPiece id sequences
// ([CLS] … [SEP]) and answer each task's probabilities in the order of labels.ts.

export interface TaskProbabilities {
  /** NEGATIVE, NEUTRAL, POSITIVE */
  sentiment: number[];
  /** joy, sadness, anger, fear, surprise, disgust, neutral */
  emotion: number[];
}

export interface TierModel {
  readonly info: ModelInfo;
  readonly tokenizer: WordPieceTokenizer;
  probabilities(sequences: readonly number[][]): TaskProbabilities[];
}

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
  logits: (sequences: readonly number[][]) => number[][],
): TierModel {
  const sentiment = labelColumns(heads, 'sentiment', SENTIMENT_LABELS);
  const emotion = labelColumns(heads, 'emotion', EMOTION_LABELS);
  return {
    info,
    tokenizer,
    probabilities: (sequences) =>
      logits(sequences).map((row) => ({
        sentiment: softmax(sentiment.map((c) => row[c])),
        emotion: softmax(emotion.map((c) => row[c])),
      })),
  };
}

const info = (tier: ModelTier, version: string): ModelInfo => ({ tier, version });

export function accurateTier(encoder: EncoderClassifier): TierModel {
  return tierModel(
    info('accurate', encoder.version),
    encoder.tokenizer,
    encoder.model.config.tasks,
    (s) => encoder.logitsOfSequences(s),
  );
}

export function fastTier(cnn: WordPieceCnn): TierModel {
  return tierModel(info('fast', cnn.version), cnn.tokenizer, cnn.config.tasks, (s) =>
    cnn.logits(s),
  );
}
