import type { Article } from '../api/types';
import { normalizeArticle } from './normalize';
import { emptyState, filterArticles, listHeading, toSearchable } from './filter';

function article(fields: Partial<Article> & { id: string }): Article {
  return { ...normalizeArticle({ sentiment: 'Neutral' }), ...fields };
}

const articles = [
  article({ id: '1', sentiment: 'Positive', title: 'Solar Farm Opens', category: 'Science' }),
  article({ id: '2', sentiment: 'Positive', title: 'Team wins', description: 'A SOLAR car race' }),
  article({ id: '3', sentiment: 'Neutral', title: 'Budget vote', category: 'Politics' }),
  article({ id: '4', sentiment: 'Neutral', title: 'Markets flat', category: 'Solar Energy' }),
  article({ id: '5', sentiment: 'Negative', title: 'Storm damage', description: 'Floods' }),
  article({ id: '6', sentiment: 'NEGATIVE', title: 'Upper-case label' }),
  article({ id: '7', sentiment: 'Mixed', title: 'Strong both ways', description: 'Storm' }),
  article({ id: '8', sentiment: 'Hopeful', title: 'Unknown label' }),
];
const searchable = toSearchable(articles);

describe('filterArticles', () => {
  it('counts every sentiment and shows the chosen one when there is no search', () => {
    const { visible, counts } = filterArticles(searchable, '', 'Neutral');
    expect(visible.map((a) => a.id)).toEqual(['3', '4']);
    expect(counts).toEqual({ Positive: 2, Neutral: 2, Negative: 1, Mixed: 1 });
  });

  it('counts and shows Mixed as its own kind', () => {
    expect(filterArticles(searchable, '', 'Mixed').visible.map((a) => a.id)).toEqual(['7']);
    expect(filterArticles(searchable, 'storm', 'Mixed').counts).toEqual({
      Positive: 0,
      Neutral: 0,
      Negative: 1,
      Mixed: 1,
    });
  });

  it('matches the sentiment exactly (a differently cased or unknown label matches none)', () => {
    expect(filterArticles(searchable, '', 'Negative').visible.map((a) => a.id)).toEqual(['5']);
  });

  it('searches title, description and category, case-insensitively, and the counts follow', () => {
    const { visible, counts } = filterArticles(searchable, 'sOlAr', 'Positive');
    expect(visible.map((a) => a.id)).toEqual(['1', '2']);
    expect(counts).toEqual({ Positive: 2, Neutral: 1, Negative: 0, Mixed: 0 });
    expect(filterArticles(searchable, 'solar', 'Neutral').visible.map((a) => a.id)).toEqual(['4']);
  });

  it('ignores surrounding whitespace in the search and treats a blank one as no search', () => {
    expect(filterArticles(searchable, '  storm ', 'Negative').visible).toHaveLength(1);
    expect(filterArticles(searchable, '   ', 'Neutral').counts).toEqual({
      Positive: 2,
      Neutral: 2,
      Negative: 1,
      Mixed: 1,
    });
  });

  it('does not match across two fields', () => {
    // 'Opens' ends the title and 'Science' is the category: no 'opensscience' or 'opens science'.
    expect(filterArticles(searchable, 'opensscience', 'Positive').visible).toHaveLength(0);
    expect(filterArticles(searchable, 'opens science', 'Positive').visible).toHaveLength(0);
  });

  it('does not search other fields such as the source', () => {
    const withSource = toSearchable([
      article({ id: 'x', sentiment: 'Neutral', title: 'A', source: 'Reuters' }),
    ]);
    expect(filterArticles(withSource, 'reuters', 'Neutral').visible).toHaveLength(0);
  });

  it('finds nothing and counts zero for a search nothing matches', () => {
    expect(filterArticles(searchable, 'zebra', 'Neutral')).toEqual({
      visible: [],
      counts: { Positive: 0, Neutral: 0, Negative: 0, Mixed: 0 },
    });
  });
});

describe('listHeading', () => {
  it("reads '{sentiment} News ({count})' without a search", () => {
    expect(listHeading('Neutral', '', 12)).toBe('Neutral News (12)');
    expect(listHeading('Positive', '   ', 0)).toBe('Positive News (0)');
  });

  it('adds the matching part with a search', () => {
    expect(listHeading('Negative', ' storm ', 3)).toBe('Negative News matching "storm" (3)');
  });
});

describe('emptyState', () => {
  it('suggests only another filter without a search', () => {
    expect(emptyState('Positive', '')).toEqual({
      title: 'No Positive news found',
      hint: 'Try choosing a different sentiment filter.',
    });
  });

  it('names the search and suggests both with one', () => {
    expect(emptyState('Neutral', 'zebra')).toEqual({
      title: 'No Neutral news found for "zebra"',
      hint: 'Try adjusting your search terms or choosing a different sentiment filter.',
    });
  });
});
