import { TextModels } from './text-models';
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

  it('reads no text that is surely not English: its language, and no label that looks like a reading', async () => {
    const accurate = fakeTier('accurate');
    const french = () => ({ code: 'fr', reliable: true });
    const [reading] = await new TextModels(accurate, fakeTier('fast'), french).analyze(
      ['Bon bon.'],
      { explain: true },
    );
    expect(accurate.seen).toHaveLength(0);
    expect(reading.language).toBe('fr');
    expect(reading.sentiment).toMatchObject({
      label: 'NEUTRAL',
      confidence: 0,
      uncertain: true,
      score: 0,
      magnitude: 0,
      ironic: false,
    });
    expect(reading.emotion).toMatchObject({ label: 'neutral', confidence: 0, uncertain: true });
    expect(reading.explanation).toEqual({ words: [] });
  });

  it('reads a text whose language is unsure as English, and says so', async () => {
    const unsure = () => ({ code: 'de', reliable: false });
    const [reading] = await new TextModels(fakeTier('accurate'), fakeTier('fast'), unsure).analyze([
      'Good good.',
    ]);
    expect(reading.language).toBe('und');
    expect(reading.sentiment.label).toBe('POSITIVE');
  });

  it('reads Mixed when one clause is strongly positive and another strongly negative', async () => {
    const mixed = { partConfidence: 0.8, partShare: 0.2, wholeBelow: 0.85 };
    const accurate = fakeTier(
      'accurate',
      32,
      { temperatures: {}, uncertain: {}, mixed },
      { spans: true },
    );
    const models = new TextModels(accurate, fakeTier('fast'));
    const [both, settled] = await models.analyze([
      'Good good good good, but bad bad bad bad.',
      'Good good good good good good, but bad.',
    ]);
    expect(both.sentiment.label).toBe('MIXED');
    expect(both.sentiment.uncertain).toBe(false);
    expect(both.sentiment.magnitude).toBeGreaterThan(0.8);
    // One clause only reads strongly (the other is too short to be a clause of its own).
    expect(settled.sentiment.label).toBe('POSITIVE');
  });

  it('flags a reading ironic when the irony head is at or above the calibrated threshold', async () => {
    const calibration = { temperatures: {}, uncertain: {}, ironyAtLeast: 0.7 };
    const read = (irony: number) =>
      new TextModels(fakeTier('accurate', 16, calibration, { irony }), fakeTier('fast')).analyze([
        'Good day.',
      ]);
    expect((await read(0.75))[0].sentiment.ironic).toBe(true);
    expect((await read(0.5))[0].sentiment.ironic).toBe(false);
  });
});
