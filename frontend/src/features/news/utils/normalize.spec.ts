import { leaningWord, mergeDetail, normalizeArticle } from './normalize';

describe('normalizeArticle: the spec defaults', () => {
  it('falls back from author to source, then to Unknown Author', () => {
    expect(normalizeArticle({ author: 'Ann Lee', source: 'BBC' }).author).toBe('Ann Lee');
    expect(normalizeArticle({ author: '  ', source: 'BBC' }).author).toBe('BBC');
    expect(normalizeArticle({}).author).toBe('Unknown Author');
  });

  it("defaults the read time to '5 min read', the tags to the category and the confidence to 0", () => {
    const article = normalizeArticle({ category: 'Science' });
    expect(article.readTime).toBe('5 min read');
    expect(article.tags).toEqual(['Science']);
    expect(article.confidence).toBe(0);
    expect(normalizeArticle({}).tags).toEqual([]);
    expect(normalizeArticle({ confidence: Number.NaN }).confidence).toBe(0);
  });

  it('keeps what the API sent', () => {
    const article = normalizeArticle({
      id: 42,
      readTime: '4 min read',
      tags: ['climate', ' ', 'energy'],
      confidence: 0.81,
      bias: 'center',
      biasConfidence: 0.6,
      publishedAt: '2026-11-20T10:00:00Z',
    });
    expect(article).toMatchObject({
      id: '42',
      readTime: '4 min read',
      tags: ['climate', 'energy'],
      confidence: 0.81,
      bias: 'CENTER',
      biasConfidence: 0.6,
      date: '2026-11-20T10:00:00Z',
    });
  });

  it('dates an article by its time of publication, not its day, and drops an unknown bias', () => {
    const article = normalizeArticle({
      date: '2026-11-24',
      publishedAt: '2026-11-24T15:42:00Z',
      bias: 'UP',
    });
    expect(article.date).toBe('2026-11-24T15:42:00Z');
    expect(normalizeArticle({ date: '2026-01-02' }).date).toBe('2026-01-02');
    expect(article.bias).toBeNull();
    expect(normalizeArticle({ id: '' }).id).toBeNull();
  });

  it('keeps no leaning the API marks uncertain, and marks sample outlets', () => {
    const article = normalizeArticle({
      bias: 'LEFT',
      biasConfidence: 0.4,
      biasUncertain: true,
      outlet: { name: 'Copperfield Gazette (sample)', rating: 'CENTER', sample: true },
    });
    expect(article).toMatchObject({ bias: null, biasConfidence: null, biasUncertain: true });
    expect(article.outlet).toEqual({
      name: 'Copperfield Gazette (sample)',
      rating: 'CENTER',
      sample: true,
    });
    expect(normalizeArticle({ outlet: { name: 'Reuters', rating: 'CENTER' } }).outlet).toEqual({
      name: 'Reuters',
      rating: 'CENTER',
      sample: false,
    });
  });

  it('marks the sample articles only when the API says so', () => {
    expect(normalizeArticle({ sample: true }).sample).toBe(true);
    expect(normalizeArticle({ sample: 'yes' }).sample).toBe(false);
    expect(normalizeArticle({}).sample).toBe(false);
  });
});

describe('mergeDetail', () => {
  const base = normalizeArticle({ id: '1', source: 'BBC', category: 'World', confidence: 0.5 });

  it('lets the detail override content, author, read time, tags and confidence', () => {
    const merged = mergeDetail(base, {
      content: ' Full text ',
      author: 'Kim',
      readTime: '9 min read',
      tags: ['a', 'b'],
      confidence: 0.9,
      title: 'ignored',
    });
    expect(merged).toMatchObject({
      content: 'Full text',
      author: 'Kim',
      readTime: '9 min read',
      tags: ['a', 'b'],
      confidence: 0.9,
    });
    expect(merged.title).toBe(base.title);
  });

  it('keeps the list values where the detail has none', () => {
    const merged = mergeDetail(base, { content: '' });
    expect(merged.content).toBeUndefined();
    expect(merged).toMatchObject({
      author: 'BBC',
      readTime: '5 min read',
      tags: ['World'],
      confidence: 0.5,
    });
  });
});

describe('leaningWord', () => {
  it.each([
    ['LEFT', 'Left'],
    ['CENTER', 'Center'],
    ['RIGHT', 'Right'],
  ] as const)('shows %s as %s, wherever a leaning is shown', (value, label) => {
    expect(leaningWord(value)).toBe(label);
  });
});
