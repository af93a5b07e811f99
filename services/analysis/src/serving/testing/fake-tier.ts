import { WordPieceTokenizer } from '../encoder/wordpiece-tokenizer';
import { UNCALIBRATED, type Calibration } from '../calibration';
import type { TierModel, WindowReading } from '../tiers';

// A stand-in tier for unit tests of what reads texts through the tiers (no model, no backend).

const VOCAB = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'good', 'bad', 'day', '.'];
const GOOD = 4;
const BAD = 5;

export interface FakeTierOptions {
  /** Read spans too (as the accurate encoder does): a span is positive in its share of "good". */
  spans?: boolean;
  /** P(ironic) of every window, as an irony head would answer. */
  irony?: number;
}

const goodShare = (ids: readonly number[]) =>
  ids.length === 0 ? 0 : ids.filter((id) => id === GOOD).length / ids.length;

/**
 * A tier that calls a window positive in proportion to its share of "good" tokens, and whose
 * polarity is +1 for "good", −1 for "bad" and 0 for any other token.
 */
export function fakeTier(
  tier: 'accurate' | 'fast',
  maxTokens = 16,
  calibration: Calibration = UNCALIBRATED,
  options: FakeTierOptions = {},
): TierModel & { seen: number[][] } {
  const seen: number[][] = [];
  const model: TierModel & { seen: number[][] } = {
    info: { tier, version: `${tier}-1` },
    tokenizer: new WordPieceTokenizer(VOCAB, { maxTokens }),
    calibration,
    seen,
    read(sequences, read): Promise<WindowReading[]> {
      seen.push(...sequences);
      return Promise.resolve(
        sequences.map((s) => {
          const good = goodShare(s.slice(1, -1));
          return {
            sentiment: [1 - good, 0, good],
            emotion: [good, 1 - good, 0, 0, 0, 0, 0],
            ...(options.irony !== undefined && { irony: options.irony }),
            ...(read?.polarity && {
              polarity: s.map((id) => (id === GOOD ? 1 : id === BAD ? -1 : 0)),
              // The ids themselves, for spanSentiment below.
              ...(options.spans && {
                sentimentShares: { logits: [], tokens: s.map((id) => [id]) },
              }),
            }),
          };
        }),
      );
    },
  };
  if (options.spans) {
    model.spanSentiment = (reading, start, end) => {
      const ids = reading.sentimentShares!.tokens.slice(start, end).map(([id]) => id);
      const good = goodShare(ids);
      return [1 - good, 0, good];
    };
  }
  return model;
}
