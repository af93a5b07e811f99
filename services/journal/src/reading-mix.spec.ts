import { readingMix } from './reading-mix';
import type { OpenedArticleOutlet } from './journal.repository';

const WINDOW = { days: 30, from: '2026-02-24', to: '2026-03-25' };
const opened = (
  outlet: string | null,
  rating: OpenedArticleOutlet['rating'],
  times = 1,
  sample = false,
): OpenedArticleOutlet[] => Array.from({ length: times }, () => ({ outlet, rating, sample }));

describe('readingMix', () => {
  it('counts each opened article by its outlet’s rating, with shares of the rated ones', () => {
    const mix = readingMix(
      [
        ...opened('The Guardian', 'LEFT', 4),
        ...opened('Vox', 'LEFT', 2),
        ...opened('Reuters', 'CENTER', 3),
        ...opened('Fox News', 'RIGHT', 2),
        ...opened('Local Paper', null, 1),
      ],
      WINDOW,
    );
    expect(mix).toEqual({
      ...WINDOW,
      articles: 12,
      outlets: 5,
      counts: { left: 6, center: 3, right: 2, unrated: 1 },
      rated: 11,
      shares: { left: 0.545, center: 0.273, right: 0.182 },
      tooFewRated: false,
      sampleArticles: 0,
    });
  });

  it('says the reads are too few below ten articles from rated outlets', () => {
    const nine = readingMix(opened('Reuters', 'CENTER', 9), WINDOW);
    expect(nine.tooFewRated).toBe(true);
    expect(nine.counts.center).toBe(9);
    expect(readingMix(opened('Reuters', 'CENTER', 10), WINDOW).tooFewRated).toBe(false);
  });

  it('keeps sample articles out of the mix and only counts them', () => {
    const mix = readingMix(
      [
        ...opened('The Harbour Ledger (sample)', 'LEFT', 3, true),
        ...opened('Reuters', 'CENTER', 1),
      ],
      WINDOW,
    );
    expect(mix.articles).toBe(1);
    expect(mix.outlets).toBe(1);
    expect(mix.counts).toEqual({ left: 0, center: 1, right: 0, unrated: 0 });
    expect(mix.sampleArticles).toBe(3);
  });

  it('answers zeros, not NaN, with nothing opened; reads recorded without an outlet are unrated', () => {
    expect(readingMix([], WINDOW)).toMatchObject({
      articles: 0,
      outlets: 0,
      rated: 0,
      shares: { left: 0, center: 0, right: 0 },
      tooFewRated: true,
    });
    const old = readingMix(opened(null, null, 2), WINDOW);
    expect(old).toMatchObject({ articles: 2, outlets: 0, counts: { unrated: 2 } });
  });
});
