import type { ArticleInput } from './bias-classifier';
import { BiasModel, TextModels } from './predictions';
import { fakeTier } from './testing/fake-tier';

describe('TextModels', () => {
  it('answers sentiment and emotion from one pass, naming the model', () => {
    const accurate = fakeTier('accurate');
    const [good, bad] = new TextModels(accurate, fakeTier('fast')).analyze(['Good good.', 'Bad.']);
    expect(accurate.seen).toHaveLength(2);
    expect(good.sentiment).toMatchObject({ label: 'POSITIVE', model: accurate.info });
    expect(good.sentiment.score).toBeCloseTo(1 / 3);
    expect(good.emotion).toMatchObject({ label: 'joy', model: accurate.info });
    expect(bad.sentiment.label).toBe('NEGATIVE');
    expect(bad.emotion.label).toBe('sadness');
  });

  it('reads a long text window by window, weighting each by its tokens', () => {
    const models = new TextModels(fakeTier('accurate', 6), fakeTier('fast', 6));
    // Windows: "good good good ." (all but the full stop good) and "bad ." (nothing good).
    const [reading] = models.analyze(['Good good good. Bad.']);
    expect(reading.sentiment.scores.POSITIVE).toBeCloseTo((4 * 0.75 + 2 * 0) / 6);
  });

  it('reads at most maxWindows windows, spread over the text', () => {
    const accurate = fakeTier('accurate', 4);
    const text = Array.from({ length: 10 }, () => 'Good day.').join(' ');
    new TextModels(accurate, fakeTier('fast')).analyze([text], { maxWindows: 3 });
    expect(accurate.seen).toHaveLength(3);
  });

  it('uses the fast tier when asked, and gives a text without words no confidence', () => {
    const fast = fakeTier('fast');
    const [empty] = new TextModels(fakeTier('accurate'), fast).analyze([' '], { tier: 'fast' });
    expect(empty.sentiment).toMatchObject({ label: 'NEUTRAL', confidence: 0, model: fast.info });
    expect(empty.emotion).toMatchObject({ label: 'neutral', confidence: 0 });
  });
});

describe('BiasModel', () => {
  const ngram = {
    version: '1.0.0',
    // The n-grams read RIGHT for every article.
    textProbabilities: (articles: readonly ArticleInput[]) => articles.map(() => [0.2, 0.2, 0.6]),
    sourceCounts: (source?: string) => (source === 'Left Daily' ? [9, 1, 0] : undefined),
    withSourcePrior: (p: readonly number[], source?: string) =>
      source === 'Left Daily' ? [0.98, 0.01, 0.01] : [...p],
  };
  const encoder = {
    version: '2.0.0',
    blend: { ngramVersion: '1.0.0', encoderWeight: 0.5 },
    // The encoder reads LEFT, more surely than the n-grams read RIGHT.
    probabilities: jest.fn((articles: readonly ArticleInput[]) =>
      articles.map(() => [0.9, 0.05, 0.05]),
    ),
  };
  beforeEach(() => encoder.probabilities.mockClear());

  it('accurate: blends the encoder with the n-grams and names the encoder', () => {
    const [p] = new BiasModel(ngram, encoder).predict([{ title: 'T', text: 'Body' }]);
    expect(p.label).toBe('LEFT');
    expect(p.model).toEqual({ tier: 'accurate', version: '2.0.0' });
    const raw = [Math.sqrt(0.9 * 0.2), Math.sqrt(0.05 * 0.2), Math.sqrt(0.05 * 0.6)];
    expect(p.scores.LEFT).toBeCloseTo(raw[0] / raw.reduce((a, b) => a + b, 0));
    expect(p.confidence).toBe(p.scores.LEFT);
  });

  it('fast: the n-grams alone, without an encoder pass', () => {
    const [p] = new BiasModel(ngram, encoder).predict([{ text: 'Body' }], 'fast');
    expect(p).toMatchObject({ label: 'RIGHT', model: { tier: 'fast', version: '1.0.0' } });
    expect(encoder.probabilities).not.toHaveBeenCalled();
  });

  it("applies a known outlet's prior and reports its rating", () => {
    const [known, unknown] = new BiasModel(ngram, encoder).predict([
      { text: 'Body', source: 'Left Daily' },
      { text: 'Body', source: 'Nobody Knows' },
    ]);
    expect(known).toMatchObject({ label: 'LEFT', sourceRating: 'LEFT' });
    expect(unknown.sourceRating).toBeUndefined();
  });

  it('answers nothing for no articles', () => {
    expect(new BiasModel(ngram, encoder).predict([])).toEqual([]);
    expect(encoder.probabilities).not.toHaveBeenCalled();
  });
});
