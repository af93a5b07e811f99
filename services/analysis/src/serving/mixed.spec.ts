import { WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import type { MixedRule } from './calibration';
import { clauseRanges, mixedVerdict } from './mixed';

const RULE: MixedRule = { partConfidence: 0.8, partShare: 0.2, wholeBelow: 0.85 };
const positive = [0.05, 0.05, 0.9];
const negative = [0.9, 0.05, 0.05];
const neutral = [0.1, 0.8, 0.1];

describe('mixedVerdict', () => {
  it('reads Mixed when strong parts go both ways and the whole does not settle it', () => {
    const verdict = mixedVerdict(
      [0.45, 0.1, 0.45],
      [
        { probs: positive, tokens: 10 },
        { probs: negative, tokens: 12 },
      ],
      RULE,
    );
    expect(verdict.mixed).toBe(true);
    expect(verdict.confidence).toBeCloseTo(0.9);
    expect(verdict.magnitude).toBeCloseTo(0.85);
  });

  it('keeps the side the whole text settles ("…, but all in all it was awful")', () => {
    const parts = [
      { probs: positive, tokens: 6 },
      { probs: negative, tokens: 14 },
    ];
    expect(mixedVerdict([0.9, 0.05, 0.05], parts, RULE).mixed).toBe(false);
  });

  it('needs both sides strong and each a fair share of the text', () => {
    expect(
      mixedVerdict(
        [0.4, 0.3, 0.3],
        [
          { probs: negative, tokens: 10 },
          { probs: neutral, tokens: 10 },
        ],
        RULE,
      ).mixed,
    ).toBe(false);
    expect(
      mixedVerdict(
        [0.45, 0.1, 0.45],
        [
          { probs: positive, tokens: 2 },
          { probs: negative, tokens: 30 },
        ],
        RULE,
      ).mixed,
    ).toBe(false);
  });

  it('never reads Mixed without a rule, and measures magnitude on the whole without parts', () => {
    const verdict = mixedVerdict([0.1, 0.2, 0.7], [], undefined);
    expect(verdict).toEqual({ mixed: false, magnitude: 0.6 - 0, confidence: 0 });
  });
});

describe('clauseRanges', () => {
  const tokenizer = new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]'], {
    maxTokens: 128,
  });
  const clauses = (text: string) => {
    const words = tokenizer.words(text);
    return clauseRanges(text, words).map((r) =>
      text.slice(words[r.start].start, words[r.end - 1].end),
    );
  };

  it('cuts a sentence before "but" and its kin', () => {
    expect(
      clauses(
        'The room was spotless and the staff were lovely, but the heating was stone cold and the wifi kept dropping.',
      ),
    ).toEqual([
      'The room was spotless and the staff were lovely,',
      'but the heating was stone cold and the wifi kept dropping.',
    ]);
  });

  it('cuts at sentences, semicolons and turning phrases', () => {
    expect(
      clauses(
        'Great food and friendly staff. Then again, the noise was unbearable; we left early.',
      ),
    ).toEqual([
      'Great food and friendly staff.',
      'Then again, the noise was unbearable;',
      'we left early.',
    ]);
  });

  it('joins a piece too short to read on its own to the clause before it', () => {
    expect(clauses('I thought the service would be horrible, but it was not.')).toEqual([
      'I thought the service would be horrible, but it was not.',
    ]);
  });
});
