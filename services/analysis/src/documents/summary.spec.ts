import { SummaryInput, writeSummary } from './summary';

const base: SummaryInput = {
  label: 'positive',
  score: 0.62,
  confidence: 81.5,
  uncertain: false,
  mixed: false,
  mixedShares: { positive: 60, negative: 5 },
  sentenceCount: 121_950,
  sentencesRead: 121_950,
  distribution: { positive: 60, neutral: 35, negative: 5, mixed: 0 },
  terms: { positiveWords: 1_200, negativeWords: 300 },
  emotion: 'joy',
  tiers: [{ tier: 'accurate', count: 121_950 }],
};

describe('writeSummary', () => {
  it('writes counts as the statistics do', () => {
    expect(writeSummary(base)).toContain('Of its 121,950 sentences, 60% read as positive');
    expect(writeSummary(base)).toContain('1,200 positive terms and 300 negative terms');
  });

  it('says why when the terms point against the label', () => {
    const summary = writeSummary({ ...base, terms: { positiveWords: 4, negativeWords: 9 } });
    expect(summary).toContain(
      'There are more negative terms, but the positive sentences weigh more',
    );
  });

  it('says a mixed document is mixed, with its shares, and an uncertain one uncertain', () => {
    const summary = writeSummary({
      ...base,
      label: 'mixed',
      mixed: true,
      mixedShares: { positive: 41.2, negative: 48.9 },
    });
    expect(summary).toContain(
      'Overall the document reads as mixed: 41.2% of the text reads strongly positive and 48.9% strongly negative',
    );
    expect(writeSummary({ ...base, uncertain: true })).toContain('the label is uncertain');
  });

  it('says how many sentences in another language were left unread', () => {
    const summary = writeSummary({ ...base, otherLanguage: { language: 'fr', sentences: 3 } });
    expect(summary).toContain(
      '3 sentences in French were left unread: SentiLog reads English text only.',
    );
  });

  it('names the sample and the tiers that read a long document', () => {
    const summary = writeSummary({
      ...base,
      sentencesRead: 20_000,
      tiers: [
        { tier: 'accurate', count: 900 },
        { tier: 'fast', count: 19_100 },
      ],
    });
    expect(summary).toContain('the models read an even sample of 20,000');
    expect(summary).toContain(
      'The accurate model read 900 sentences within its time budget and the fast model the other 19,100.',
    );
  });
});
