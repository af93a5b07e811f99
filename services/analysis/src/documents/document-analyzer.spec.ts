import { TextModels } from '../models';
import { fakeTier } from '../models/testing/fake-tier';
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

  it('takes the overall result from the accurate model and sentences from the fast one once the budget is spent', async () => {
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
      overall: accurate.info,
      sentences: [
        { ...accurate.info, count: 4 },
        { ...fast.info, count: 6 },
      ],
    });
    expect(result.detailedAnalysis.sentencesAnalyzed).toBe(10);
    expect(result.sentiment).toBe('positive');
    expect(result.detailedAnalysis.sentimentDistribution).toEqual({
      positive: 50,
      neutral: 0,
      negative: 50,
    });
    expect(result.detailedAnalysis.sentences.mostPositive[0].text).toBe('Good good good good.');
  });

  it('reads every sentence accurately when the budget allows', async () => {
    const accurate = fakeTier('accurate', 32);
    const result = await analyzeDocument(text, new TextModels(accurate, fakeTier('fast')), {
      fileName: 'a.txt',
      kind: 'txt',
      maxSentences: 100,
      accurateBudgetMs: 60_000,
    });
    expect(result.detailedAnalysis.models.sentences).toEqual([{ ...accurate.info, count: 10 }]);
  });
});
