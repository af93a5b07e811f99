import type { ModelInfo, ModelTier } from '@sentilog/contracts';
import type { EncoderClassifier, SequenceReading } from './encoder/encoder-classifier';
import type { EncoderTaskHead } from './encoder/encoder-file';
import type { WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import {
  Calibration,
  calibratedProbabilities,
  logitScales,
  sentimentHead,
  UNCALIBRATED,
} from './calibration';
import { DOMAINS, type Domain } from './domains';
import { EMOTION_LABELS, SENTIMENT_LABELS } from './labels';
import { WordPieceCnn } from './wordpiece-cnn';

// The two tiers behind one interface. Accurate: the fine-tuned encoder (one pass gives sentiment,
// emotion and irony). Fast: the CNN distilled from it, for bulk work. Both read WordPiece id
// sequences ([CLS] … [SEP]) and answer each task's calibrated probabilities in the order of
// labels.ts (the sentiment calibrated for the domain asked for), and on request each token's push
// toward POSITIVE against NEGATIVE, from the same pass. The accurate tier can also read any span of
// a window from that pass (spanSentiment: the heads are linear over the mean of the token vectors).

export interface TaskProbabilities {
  /** NEGATIVE, NEUTRAL, POSITIVE */
  sentiment: number[];
  /** joy, sadness, anger, fear, surprise, disgust, neutral */
  emotion: number[];
  /** P(the words say the opposite of what is meant), where the model has an irony head. */
  irony?: number;
  /** The domain whose calibration the sentiment was read with (asked for, or read by the domain head). */
  domain?: Domain;
}

/** One sequence read by a tier. */
export interface WindowReading extends TaskProbabilities {
  /**
   * With `polarity` asked for: per token, its share of the POSITIVE logit minus its share of the
   * NEGATIVE one, in calibrated logit units (positive pushes toward POSITIVE). See the models' readers.
   */
  polarity?: number[];
  /**
   * With `polarity` asked for, on a tier that reads spans: the raw logits of the head the sentiment
   * was read from (the news head for news and finance, where the model has one) and each
   * token's share of them (NEGATIVE, NEUTRAL, POSITIVE), which spanSentiment reads.
   */
  sentimentShares?: { logits: number[]; tokens: number[][] };
}

export interface ReadOptions {
  /** Each token's push (explanations) and, where the tier has them, its raw shares (spans). */
  polarity?: boolean;
  /**
   * Whose calibration the sentiment takes (domains.ts). When not given, the domain the model's
   * domain head reads in the window, where it has one, else general.
   */
  domain?: Domain;
}

export interface TierModel {
  readonly info: ModelInfo;
  readonly tokenizer: WordPieceTokenizer;
  readonly calibration: Calibration;
  read(sequences: readonly number[][], options?: ReadOptions): Promise<WindowReading[]>;
  /**
   * The calibrated sentiment of tokens [start, end) of a window read with polarity, from that same
   * pass: the head applied to the mean of those tokens' vectors. Only tiers whose pooling is a mean
   * (the accurate encoder) have it.
   */
  spanSentiment?(reading: WindowReading, start: number, end: number): number[];
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

/** Where a head's labels sit among the logits, or undefined when the model has no such head. */
function optionalColumns(heads: EncoderTaskHead[], task: string, ours: readonly string[]) {
  return heads.some((h) => h.task === task) ? labelColumns(heads, task, ours) : undefined;
}

const IRONY_LABELS = ['not_irony', 'irony'] as const;

/** The domains whose sentiment is read from the news head, where the model has one. */
const NEWS_HEAD_DOMAINS: readonly Domain[] = ['news', 'finance'];

function tierModel(
  info: ModelInfo,
  tokenizer: WordPieceTokenizer,
  heads: EncoderTaskHead[],
  calibration: Calibration,
  raw: RawReader,
  readsSpans: boolean,
): TierModel {
  const sentiment = labelColumns(heads, 'sentiment', SENTIMENT_LABELS);
  // News tone has a head of its own where the model has one: news and financial news read good or
  // bad news for the people in them, opinion reads the writer (docs/architecture.md, "Models").
  const news = optionalColumns(heads, 'news', SENTIMENT_LABELS);
  const sentimentColumns = (domain?: Domain) =>
    (domain !== undefined && NEWS_HEAD_DOMAINS.includes(domain) && news) || sentiment;
  const emotion = labelColumns(heads, 'emotion', EMOTION_LABELS);
  const irony = optionalColumns(heads, 'irony', IRONY_LABELS);
  const domains = optionalColumns(heads, 'domain', DOMAINS);
  const pick = (row: readonly number[], columns: readonly number[]) => columns.map((c) => row[c]);
  const model: TierModel = {
    info,
    tokenizer,
    calibration,
    read: async (sequences, options) => {
      const polarity = options?.polarity ?? false;
      return (await raw(sequences, polarity)).map(({ logits, tokens }) => {
        const domain = options?.domain ?? (domains && DOMAINS[argmax(pick(logits, domains))]);
        const head = sentimentHead(calibration, domain);
        const columns = sentimentColumns(domain);
        const [negative, , positive] = columns;
        // Polarity shares are in the units the sentiment head is calibrated in.
        const scale = logitScales(calibration, head, SENTIMENT_LABELS.length);
        const reading: WindowReading = {
          sentiment: calibratedProbabilities(pick(logits, columns), calibration, head),
          emotion: calibratedProbabilities(pick(logits, emotion), calibration, 'emotion'),
          ...(domain && { domain }),
        };
        if (irony)
          reading.irony = calibratedProbabilities(pick(logits, irony), calibration, 'irony')[1];
        if (polarity && tokens) {
          reading.polarity = tokens.map((t) => t[positive] * scale[2] - t[negative] * scale[0]);
          if (readsSpans) {
            reading.sentimentShares = {
              logits: pick(logits, columns),
              tokens: tokens.map((t) => pick(t, columns)),
            };
          }
        }
        return reading;
      });
    },
  };
  if (readsSpans) {
    model.spanSentiment = (reading, start, end) => {
      const shares = reading.sentimentShares;
      if (!shares) throw new Error('a span is read from a window read with polarity');
      return calibratedProbabilities(
        spanLogits(shares, start, end),
        calibration,
        sentimentHead(calibration, reading.domain),
      );
    };
  }
  return model;
}

/**
 * The sentiment logits of tokens [start, end): a window's logits are its bias plus the mean of every
 * token's head output, and each token's share is that output divided by the window's length, so a
 * span's logits are its shares summed, scaled to the span's length, plus the same bias.
 */
export function spanLogits(
  shares: { logits: readonly number[]; tokens: readonly (readonly number[])[] },
  start: number,
  end: number,
): number[] {
  const n = shares.tokens.length;
  if (!(start >= 0 && end <= n && end > start)) throw new Error(`no tokens in [${start}, ${end})`);
  return shares.logits.map((z, k) => {
    let all = 0;
    let inside = 0;
    shares.tokens.forEach((t, i) => {
      all += t[k];
      if (i >= start && i < end) inside += t[k];
    });
    return z - all + (inside * n) / (end - start);
  });
}

const info = (tier: ModelTier, version: string): ModelInfo => ({ tier, version });

function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

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
    true,
  );
}

export function fastTier(cnn: WordPieceCnn, calibration: Calibration = UNCALIBRATED): TierModel {
  return tierModel(
    info('fast', cnn.version),
    cnn.tokenizer,
    cnn.config.tasks,
    calibration,
    (s, shares) => cnn.read(s, shares),
    false,
  );
}
