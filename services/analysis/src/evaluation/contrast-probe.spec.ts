import { TextModels } from '../models';
import { fakeTier } from '../models/testing/fake-tier';
import { contrasts } from './contrast-probe';

// The fake tier reads a window as positive in proportion to its "good" tokens; "good" weighs +1.
describe('the contrast probe', () => {
  it("reads a polar text again without the top fifth of the words it rests on, giving the rest's opposite", async () => {
    const accurate = fakeTier('accurate');
    const models = new TextModels(accurate, fakeTier('fast'));
    const texts = ['good good good good good bad', 'good good good bad bad', 'bad day'];
    const analyses = await models.analyze(texts, { explain: true });
    expect(analyses.map((a) => a.sentiment.label)).toEqual(['POSITIVE', 'POSITIVE', 'NEGATIVE']);
    const before = accurate.seen.length;
    const [steady, fragile, negative] = await contrasts(models, texts, analyses);
    // One "good" out: 4 of 5 good, so 1/5 reads negative; 2 of 4: half.
    expect(steady).toBeCloseTo(1 / 5);
    expect(fragile).toBeCloseTo(1 / 2);
    // A negative reading's supporting words push negative ("bad"); without it "day" is left, not good.
    expect(negative).toBe(0);
    // One more pass for all of them.
    expect(accurate.seen.length - before).toBe(3);
  });
});
