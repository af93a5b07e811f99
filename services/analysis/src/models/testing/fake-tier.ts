import { WordPieceTokenizer } from '../../encoder/wordpiece-tokenizer';
import type { TaskProbabilities, TierModel } from '../tiers';

// A stand-in tier for unit tests of what reads texts through the tiers (no model, no backend).

const VOCAB = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'good', 'bad', 'day', '.'];
const GOOD = 4;

/** A tier that calls a window positive in proportion to its share of "good" tokens. */
export function fakeTier(
  tier: 'accurate' | 'fast',
  maxTokens = 16,
): TierModel & { seen: number[][] } {
  const seen: number[][] = [];
  return {
    info: { tier, version: `${tier}-1` },
    tokenizer: new WordPieceTokenizer(VOCAB, { maxTokens }),
    seen,
    probabilities(sequences): TaskProbabilities[] {
      seen.push(...sequences);
      return sequences.map((s) => {
        const body = s.slice(1, -1);
        const good = body.filter((id) => id === GOOD).length / body.length;
        return {
          sentiment: [1 - good, 0, good],
          emotion: [good, 1 - good, 0, 0, 0, 0, 0],
        };
      });
    },
  };
}
