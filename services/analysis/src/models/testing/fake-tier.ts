import { WordPieceTokenizer } from '../../encoder/wordpiece-tokenizer';
import { UNCALIBRATED, type Calibration } from '../calibration';
import type { TierModel, WindowReading } from '../tiers';

// A stand-in tier for unit tests of what reads texts through the tiers (no model, no backend).

const VOCAB = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'good', 'bad', 'day', '.'];
const GOOD = 4;
const BAD = 5;

/**
 * A tier that calls a window positive in proportion to its share of "good" tokens, and whose
 * polarity is +1 for "good", −1 for "bad" and 0 for any other token.
 */
export function fakeTier(
  tier: 'accurate' | 'fast',
  maxTokens = 16,
  calibration: Calibration = UNCALIBRATED,
): TierModel & { seen: number[][] } {
  const seen: number[][] = [];
  return {
    info: { tier, version: `${tier}-1` },
    tokenizer: new WordPieceTokenizer(VOCAB, { maxTokens }),
    calibration,
    seen,
    read(sequences, options): Promise<WindowReading[]> {
      seen.push(...sequences);
      return Promise.resolve(
        sequences.map((s) => {
          const body = s.slice(1, -1);
          const good = body.filter((id) => id === GOOD).length / body.length;
          return {
            sentiment: [1 - good, 0, good],
            emotion: [good, 1 - good, 0, 0, 0, 0, 0],
            ...(options?.polarity && {
              polarity: s.map((id) => (id === GOOD ? 1 : id === BAD ? -1 : 0)),
            }),
          };
        }),
      );
    },
  };
}
