import { outletChipText, outletRatingSentence, outletRatingText } from './outlet-text';

const reuters = { name: 'Reuters', rating: 'CENTER' as const, sample: false };
const sample = { name: 'The Harbour Ledger (sample)', rating: 'LEFT' as const, sample: true };

describe('outlet rating texts', () => {
  it('attribute a real rating to AllSides and a sample rating to the sample set', () => {
    expect(outletRatingText(reuters)).toBe('Outlet rated Center by AllSides');
    expect(outletRatingText(sample)).toBe('Sample outlet, sample rating: Left');
    expect(outletRatingText(null)).toBe('Outlet not rated');
    expect(outletRatingText({ name: 'Blog', rating: null, sample: false })).toBe(
      'Outlet not rated',
    );
  });

  it('name the outlet in the article view', () => {
    expect(outletRatingSentence(reuters, 'Reuters')).toBe(
      'Reuters is rated Center by AllSides (via the news-bias data set): a rating of the outlet, not of this article.',
    );
    expect(outletRatingSentence(sample, sample.name)).toContain('sample rating');
    expect(outletRatingSentence(null, 'Local Paper')).toBe(
      'SentiLog has no rating for Local Paper.',
    );
  });

  it('never use another word for a leaning, nor words that judge the outlet', () => {
    const all = [
      outletRatingText(reuters),
      outletRatingText(sample),
      outletRatingSentence(reuters, 'Reuters'),
      outletRatingSentence(null, 'Local Paper'),
      outletChipText(reuters),
      outletChipText(sample),
    ].join(' ');
    expect(all).not.toMatch(/neutral|unreliable|chance|leaning/i);
    expect(outletChipText({ ...reuters, rating: 'RIGHT' })).toBe('Right');
    expect(outletChipText(sample)).toBe('Left (sample rating)');
  });
});
