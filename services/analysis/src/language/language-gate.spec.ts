import { TextModels } from '../serving';
import { fakeTier } from '../serving/testing/fake-tier';
import { detectLanguage } from './detect-language';

describe('the text models with the language detector as their gate', () => {
  const french =
    'Le service était excellent et le personnel très aimable, mais la chambre était froide.';

  it('answers text in another language with its language and no label, unread by the model', async () => {
    const tier = fakeTier('accurate', 32);
    const models = new TextModels(tier, fakeTier('fast'), detectLanguage);
    const [fr, en] = await models.analyze([french, 'good good day. good day.'], { explain: true });
    expect(tier.seen).toHaveLength(1);
    expect(fr.language).toBe('fr');
    expect(fr.sentiment).toMatchObject({
      label: 'NEUTRAL',
      confidence: 0,
      score: 0,
      magnitude: 0,
      ironic: false,
    });
    expect(fr.explanation?.words ?? []).toEqual([]);
    // The English text was read: a reading with a confidence.
    expect(en.sentiment.confidence).toBeGreaterThan(0);
  });

  it('reads every text as English without the detector (the models on their own)', async () => {
    const tier = fakeTier('accurate', 32);
    const [reading] = await new TextModels(tier, tier).analyze([french]);
    expect(tier.seen).toHaveLength(1);
    expect(reading.language).toBe('und');
  });
});
