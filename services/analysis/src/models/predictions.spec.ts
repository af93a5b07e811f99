import type { ArticleInput } from './bias-classifier';
import { BiasModel, TextModels } from './predictions';
import { fakeTier } from './testing/fake-tier';

describe('TextModels', () => {
  it('answers sentiment and emotion from one pass, naming the model', async () => {
    const accurate = fakeTier('accurate');
    const [good, bad] = await new TextModels(accurate, fakeTier('fast')).analyze([
      'Good good.',
      'Bad.',
    ]);
    expect(accurate.seen).toHaveLength(2);
    expect(good.sentiment).toMatchObject({ label: 'POSITIVE', model: accurate.info });
    expect(good.sentiment.score).toBeCloseTo(1 / 3);
    expect(good.emotion).toMatchObject({ label: 'joy', model: accurate.info });
    expect(bad.sentiment.label).toBe('NEGATIVE');
    expect(bad.emotion.label).toBe('sadness');
  });

  it('reads a long text window by window, weighting each by its tokens', async () => {
    const models = new TextModels(fakeTier('accurate', 6), fakeTier('fast', 6));
    // Windows: "good good good ." (all but the full stop good) and "bad ." (nothing good).
    const [reading] = await models.analyze(['Good good good. Bad.']);
    expect(reading.sentiment.scores.POSITIVE).toBeCloseTo((4 * 0.75 + 2 * 0) / 6);
  });

  it('reads at most maxWindows windows, spread over the text', async () => {
    const accurate = fakeTier('accurate', 4);
    const text = Array.from({ length: 10 }, () => 'Good day.').join(' ');
    await new TextModels(accurate, fakeTier('fast')).analyze([text], { maxWindows: 3 });
    expect(accurate.seen).toHaveLength(3);
  });

  it("explains: each word's weight from the same pass, the strongest content words with their spans", async () => {
    const accurate = fakeTier('accurate');
    const text = 'Good day. Bad, good day.';
    const [reading] = await new TextModels(accurate, fakeTier('fast')).analyze([text], {
      explain: true,
    });
    expect(accurate.seen).toHaveLength(1);
    const words = reading.explanation!.words;
    // "day" and "." pushed nowhere (weight 0) and are not named; the others each weigh ±1/9 (one
    // window of 9 tokens).
    expect(
      words.map((w) => [w.word, text.slice(w.start, w.end), Number(w.weight.toFixed(4))]),
    ).toEqual([
      ['Good', 'Good', 1],
      ['Bad', 'Bad', -1],
      ['good', 'good', 1],
    ]);
    expect(reading.weighted!.weights).toHaveLength(reading.weighted!.text.words.length);
  });

  it('reads without explaining from the ids alone: no word spans, no token shares', async () => {
    const fast = fakeTier('fast', 6);
    const words = jest.spyOn(fast.tokenizer, 'words');
    const read = jest.spyOn(fast, 'read');
    const models = new TextModels(fakeTier('accurate'), fast);
    const text = 'Good good good. Bad.';
    const [plain] = await models.analyze([text], { tier: 'fast' });
    expect(words).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledWith(expect.anything(), { polarity: false });
    expect(plain.explanation).toBeUndefined();
    // The same windows and reading as an explained pass, which does make the words.
    const [explained] = await models.analyze([text], { tier: 'fast', explain: true });
    expect(words).toHaveBeenCalled();
    expect(read).toHaveBeenLastCalledWith(expect.anything(), { polarity: true });
    expect(read.mock.calls[0][0]).toEqual(read.mock.calls[1][0]);
    expect(explained.sentiment).toEqual(plain.sentiment);
    expect(explained.emotion).toEqual(plain.emotion);
  });

  it('calls a reading below the confidence rule uncertain', async () => {
    const accurate = fakeTier('accurate', 16, {
      temperatures: {},
      uncertain: { sentiment: { confidenceBelow: 0.7 } },
    });
    const [weak, strong] = await new TextModels(accurate, fakeTier('fast')).analyze([
      'Good day.',
      'Good good good.',
    ]);
    expect(weak.sentiment).toMatchObject({ label: 'NEGATIVE', uncertain: true });
    expect(strong.sentiment).toMatchObject({ label: 'POSITIVE', uncertain: false });
  });

  it('uses the fast tier when asked, and gives a text without words no confidence', async () => {
    const fast = fakeTier('fast');
    const [empty] = await new TextModels(fakeTier('accurate'), fast).analyze([' '], {
      tier: 'fast',
    });
    expect(empty.sentiment).toMatchObject({ label: 'NEUTRAL', confidence: 0, model: fast.info });
    expect(empty.emotion).toMatchObject({ label: 'neutral', confidence: 0 });
  });
});

describe('BiasModel', () => {
  const ngram = {
    version: '1.0.0',
    // The n-grams read RIGHT for every article.
    textProbabilities: (articles: readonly ArticleInput[]) => articles.map(() => [0.2, 0.2, 0.6]),
  };
  const encoder = {
    version: '2.0.0',
    blend: { ngramVersion: '1.0.0', encoderWeight: 0.5 },
    // The encoder reads LEFT, more surely than the n-grams read RIGHT.
    probabilities: jest.fn((articles: readonly ArticleInput[]) =>
      articles.map(() => [0.9, 0.05, 0.05]),
    ),
  };
  const outlets = {
    rate: (source?: string) =>
      source === 'Right Daily' ? { name: 'Right Daily', rating: 'RIGHT' as const } : undefined,
  };
  beforeEach(() => encoder.probabilities.mockClear());

  it('accurate: blends the encoder with the n-grams and names the encoder', async () => {
    const [p] = new BiasModel(ngram, encoder, outlets).predict([{ title: 'T', text: 'Body' }]);
    expect(p.label).toBe('LEFT');
    expect(p.model).toEqual({ tier: 'accurate', version: '2.0.0' });
    const raw = [Math.sqrt(0.9 * 0.2), Math.sqrt(0.05 * 0.2), Math.sqrt(0.05 * 0.6)];
    expect(p.scores.LEFT).toBeCloseTo(raw[0] / raw.reduce((a, b) => a + b, 0));
    expect(p.confidence).toBe(p.scores.LEFT);
  });

  it('fast: the n-grams alone, without an encoder pass', async () => {
    const [p] = new BiasModel(ngram, encoder, outlets).predict([{ text: 'Body' }], 'fast');
    expect(p).toMatchObject({ label: 'RIGHT', model: { tier: 'fast', version: '1.0.0' } });
    expect(encoder.probabilities).not.toHaveBeenCalled();
  });

  it("gives a known outlet's rating beside the reading, which it never changes", async () => {
    const model = new BiasModel(ngram, encoder, outlets);
    const [known, unknown] = model.predict([
      { text: 'Body', source: 'Right Daily' },
      { text: 'Body', source: 'Nobody Knows' },
    ]);
    expect(known).toMatchObject({
      label: 'LEFT',
      outlet: { name: 'Right Daily', rating: 'RIGHT' },
    });
    expect(known.scores).toEqual(unknown.scores);
    expect(unknown.outlet).toBeUndefined();
  });

  it("calibrates each tier's reading with its own temperature and rule", async () => {
    const model = new BiasModel(ngram, encoder, outlets, {
      accurate: { temperatures: {}, uncertain: {} },
      fast: { temperatures: { bias: 2 }, uncertain: { bias: { confidenceBelow: 0.5 } } },
    });
    const [p] = model.predict([{ text: 'Body', source: 'Right Daily' }], 'fast');
    // [0.2, 0.2, 0.6] at temperature 2: proportional to their square roots.
    const roots = [0.2, 0.2, 0.6].map(Math.sqrt);
    expect(p.scores.RIGHT).toBeCloseTo(roots[2] / roots.reduce((a, b) => a + b, 0));
    expect(p.uncertain).toBe(true);
  });

  it('answers nothing for no articles', async () => {
    expect(new BiasModel(ngram, encoder, outlets).predict([])).toEqual([]);
    expect(encoder.probabilities).not.toHaveBeenCalled();
  });
});
