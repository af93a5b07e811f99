import { CoveredArticle, storyCoverage } from './coverage';

const a = (
  source: string,
  rating: CoveredArticle['outletRating'],
  score: number,
): CoveredArticle => ({
  source,
  outletName: rating ? source : null,
  outletRating: rating,
  sentimentScore: score,
  isDemo: false,
});

describe('storyCoverage', () => {
  it('shares the rated outlets by side, counting an outlet once and the unrated apart', () => {
    const result = storyCoverage([
      a('The Guardian', 'LEFT', -0.4),
      a('The Guardian', 'LEFT', -0.2),
      a('Reuters', 'CENTER', 0),
      a('Fox News', 'RIGHT', 0.5),
      a('Local Paper', null, 0.1),
    ]);
    expect(result.coverage).toEqual({
      left: 0.333,
      center: 0.333,
      right: 0.333,
      rated: 3,
      unrated: 1,
    });
    expect(result.outlets.map((o) => [o.name, o.rating, o.articles])).toEqual([
      ['The Guardian', 'LEFT', 2],
      ['Reuters', 'CENTER', 1],
      ['Fox News', 'RIGHT', 1],
      ['Local Paper', null, 1],
    ]);
    expect(result.sentiment).toEqual({
      low: { outlet: 'The Guardian', score: -0.3 },
      high: { outlet: 'Fox News', score: 0.5 },
    });
    expect(result.blindspots).toEqual([]);
    expect(result.tooFewRated).toBe(false);
  });

  it("marks a sample outlet's rating as a sample one", () => {
    const sample = { ...a('The Harbour Ledger (sample)', 'LEFT', 0), isDemo: true };
    const result = storyCoverage([sample, a('Reuters', 'CENTER', 0)]);
    expect(result.outlets.map((o) => [o.name, o.sample])).toEqual([
      ['The Harbour Ledger (sample)', true],
      ['Reuters', false],
    ]);
  });

  it('calls the side with under a fifth of the rated outlets a blindspot', () => {
    const result = storyCoverage([
      a('Fox News', 'RIGHT', 0.1),
      a('Breitbart News', 'RIGHT', 0.2),
      a('Washington Times', 'RIGHT', 0),
      a('Associated Press', 'CENTER', 0),
    ]);
    expect(result.coverage.left).toBe(0);
    expect(result.blindspots).toEqual(['LEFT']);
  });

  it('names both sides when only the centre covered it', () => {
    const result = storyCoverage([
      a('Reuters', 'CENTER', 0),
      a('BBC News', 'CENTER', 0),
      a('Associated Press', 'CENTER', 0),
    ]);
    expect(result.blindspots).toEqual(['LEFT', 'RIGHT']);
  });

  it('says too few rated outlets instead of claiming a blindspot on thin data', () => {
    const result = storyCoverage([
      a('Fox News', 'RIGHT', 0),
      a('Breitbart News', 'RIGHT', 0),
      a('Unknown Blog', null, 0),
      a('Another Blog', null, 0),
    ]);
    expect(result.tooFewRated).toBe(true);
    expect(result.blindspots).toEqual([]);
    expect(result.coverage.unrated).toBe(2);
  });
});
