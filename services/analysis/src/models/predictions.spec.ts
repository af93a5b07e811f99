import { TextModels } from './predictions';
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
