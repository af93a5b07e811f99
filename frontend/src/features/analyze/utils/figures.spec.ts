import { previewText, rankedEmotions, sentimentDensity, sentimentDistribution } from './figures';

describe('result figures', () => {
  it('shows the first 1,000 characters and says whether it cut', () => {
    const exact = 'a'.repeat(1000);
    expect(previewText(exact)).toEqual({ text: exact, truncated: false });
    const longer = `${'b'.repeat(1000)}c`;
    expect(previewText(longer)).toEqual({ text: `${'b'.repeat(1000)}...`, truncated: true });
  });

  it('gives the density of sentiment words as a percent to one decimal', () => {
    expect(sentimentDensity({ sentimentWordsFound: 40, wordCount: 1234 })).toBe('3.2%');
    expect(sentimentDensity({ sentimentWordsFound: 1, wordCount: 3 })).toBe('33.3%');
    expect(sentimentDensity({ sentimentWordsFound: 0, wordCount: 0 })).toBe('0.0%');
  });

  it('splits positive and negative words into shares of their sum', () => {
    expect(sentimentDistribution({ positiveWords: 30, negativeWords: 10 })).toEqual({
      positive: 75,
      negative: 25,
    });
    expect(sentimentDistribution({ positiveWords: 1, negativeWords: 2 })).toEqual({
      positive: 33.3,
      negative: 66.7,
    });
    expect(sentimentDistribution({ positiveWords: 0, negativeWords: 0 })).toEqual({
      positive: 0,
      negative: 0,
    });
  });

  it('ranks emotions from strongest to weakest', () => {
    expect(rankedEmotions({ fear: 0.1, joy: 0.7, anger: 0.2 }).map(([name]) => name)).toEqual([
      'joy',
      'anger',
      'fear',
    ]);
    expect(rankedEmotions(undefined)).toEqual([]);
  });
});
