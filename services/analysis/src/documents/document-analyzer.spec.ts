import { TextModels } from '../serving';
import { fakeTier } from '../serving/testing/fake-tier';

// The Mixed rule (serving/mixed.ts) as a calibration would state it.
const MIXED = {
  temperatures: {},
  uncertain: {},
  mixed: { partConfidence: 0.8, partShare: 0.2, wholeBelow: 0.85 },
};
import { analyzeDocument, interleavedBatches } from './document-analyzer';

describe('interleavedBatches', () => {
  it('spreads every batch over the whole document and covers each index once', () => {
    expect(interleavedBatches(7, 3)).toEqual([
      [0, 3, 6],
      [1, 4],
      [2, 5],
    ]);
    expect(
      interleavedBatches(100, 8)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});

describe('analyzeDocument', () => {
  const text = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'Bad.' : 'Good good good good.')).join(
    ' ',
  );

  it('reads sentences with the accurate model until its budget is spent, then the fast one, and says so', async () => {
    const accurate = fakeTier('accurate', 32);
    const fast = fakeTier('fast', 32);
    let clock = 0;
    const result = await analyzeDocument(text, new TextModels(accurate, fast), {
      fileName: 'a.txt',
      kind: 'txt',
      maxSentences: 100,
      accurateBudgetMs: 15,
      batchSize: 2,
      // Each reading of the clock is 6 ms later: two sentence batches fit in the budget.
      now: () => (clock += 6),
    });
    expect(result.detailedAnalysis.models).toEqual({
      sentences: [
        { ...accurate.info, count: 4 },
        { ...fast.info, count: 6 },
      ],
    });
    expect(result.summary).toContain(
      'The accurate model read 4 sentences within its time budget and the fast model the other 6.',
    );
    expect(result.detailedAnalysis.sentencesAnalyzed).toBe(10);
    expect(result.detailedAnalysis.sentimentDistribution).toEqual({
      positive: 50,
      neutral: 0,
      negative: 50,
      mixed: 0,
    });
    expect(result.detailedAnalysis.sentences.mostPositive[0].text).toBe('Good good good good.');
  });

  it('derives the label from its sentences and the indicators from their explanations', async () => {
    const accurate = fakeTier('accurate', 32);
    const result = await analyzeDocument(text, new TextModels(accurate, fakeTier('fast')), {
      fileName: 'a.txt',
      kind: 'txt',
      maxSentences: 100,
      accurateBudgetMs: 60_000,
    });
    expect(result.detailedAnalysis.models.sentences).toEqual([{ ...accurate.info, count: 10 }]);
    // Positive sentences: 5 tokens, 4 good (0.8); negative ones: 2 tokens, none good.
    expect(result.score).toBeCloseTo((2 * (5 * 5 * 0.8)) / 35 - 1, 3);
    expect(result.sentiment).toBe('positive');
    expect(result).toMatchObject({ positiveWords: 20, negativeWords: 5, sentimentWordsFound: 25 });
    expect(result.detailedAnalysis.mixedShares).toEqual({ positive: 71.4, negative: 28.6 });
    // This tier's calibration has no Mixed rule: it never reads Mixed.
    expect(result.mixed).toBe(false);
    // "Bad." is a fragment: no key sentence.
    expect(result.detailedAnalysis.sentences.mostNegative).toEqual([]);
  });

  it('calls a document of warm sentences and complaints mixed, by the Mixed rule', async () => {
    const tier = fakeTier('accurate', 32, MIXED);
    const review = 'Good good good good. Good good good good. Bad bad bad bad. Bad bad bad bad.';
    const result = await analyzeDocument(review, new TextModels(tier, tier), {
      fileName: 'review.txt',
      kind: 'txt',
      maxSentences: 100,
      accurateBudgetMs: 60_000,
    });
    expect(result.sentiment).toBe('mixed');
    expect(result.mixed).toBe(true);
    expect(result.detailedAnalysis.mixedShares).toEqual({ positive: 50, negative: 50 });
    expect(result.summary).toContain(
      'Overall the document reads as mixed: 50% of the text reads strongly positive and 50% strongly negative',
    );
  });

  it('keeps the side a document settles, strong sentences both ways or not', async () => {
    const tier = fakeTier('accurate', 32, MIXED);
    const settled = [...Array<string>(8).fill('Good good good good.'), 'Bad bad bad bad.'].join(
      ' ',
    );
    const result = await analyzeDocument(settled, new TextModels(tier, tier), {
      fileName: 'review.txt',
      kind: 'txt',
      maxSentences: 100,
      accurateBudgetMs: 60_000,
    });
    expect(result.sentiment).toBe('positive');
    expect(result.mixed).toBe(false);
  });

  const options = {
    fileName: 'a.txt',
    kind: 'txt' as const,
    maxSentences: 100,
    accurateBudgetMs: 60_000,
  };

  it('reads no sentence of a document in another language, and says which language', async () => {
    const tier = fakeTier('accurate', 32);
    const read = jest.spyOn(tier, 'read');
    const french =
      'Le service était excellent et le personnel très aimable. Mais la chambre était froide et le petit déjeuner décevant.';
    const result = await analyzeDocument(french, new TextModels(tier, tier), options);
    expect(read).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      sentiment: 'neutral',
      score: 0,
      confidence: 0,
      uncertain: true,
      magnitude: 0,
      language: 'fr',
      sentenceCount: 2,
      positiveWords: 0,
    });
    expect(result.summary).toMatch(/^SentiLog reads English text only; this looks like French\./);
    expect(result.detailedAnalysis).toMatchObject({
      sentencesAnalyzed: 0,
      otherLanguage: { language: 'fr', sentences: 2 },
      sentences: { mostPositive: [], mostNegative: [] },
    });
  });

  it('leaves a sentence in another language unread in an English document, and counts it', async () => {
    const tier = fakeTier('accurate', 32);
    const document =
      'Good good good good. The staff were good and the room was good, and we would happily come back with the children next summer. Das Essen war hervorragend, aber der Kellner war unfreundlich.';
    const result = await analyzeDocument(document, new TextModels(tier, tier), options);
    expect(result.language).toBe('en');
    expect(result.detailedAnalysis.sentencesAnalyzed).toBe(2);
    expect(result.detailedAnalysis.otherLanguage).toEqual({ language: 'de', sentences: 1 });
    expect(result.summary).toContain('1 sentence in German was left unread');
    // Key sentences carry their readings' flags.
    expect(result.detailedAnalysis.sentences.mostPositive[0]).toMatchObject({
      uncertain: false,
      ironic: false,
    });
    expect(result.magnitude).toBeGreaterThan(0);
    expect(result.magnitude).toBeLessThanOrEqual(1);
  });
});
