import { assignToStories, ClusterArticle, cosine, representative, StoryState } from './cluster';

// A fixture of articles about three events: each event's vectors lie near its own direction, as
// reports of one event do in sentence-vector space, and events' directions are far apart.
const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-11-20T08:00:00Z').getTime();
const direction: Record<string, number[]> = {
  rates: [1, 0, 0, 0],
  flood: [0, 1, 0, 0],
  cup: [0, 0, 1, 0],
};
function article(id: string, event: string, hours: number, wobble: number): ClusterArticle {
  const v = direction[event].map((x, i) => x + (i === 3 ? wobble : 0));
  const norm = Math.hypot(...v);
  return { id, embedding: v.map((x) => x / norm), publishedAt: new Date(T0 + hours * HOUR) };
}
const options = { threshold: 0.8, windowMs: 72 * HOUR };

describe('assignToStories', () => {
  const fixture = [
    article('rates-wire', 'rates', 0, 0.2),
    article('flood-bbc', 'flood', 1, -0.1),
    article('rates-left', 'rates', 2, -0.3),
    article('cup-report', 'cup', 3, 0),
    article('flood-post', 'flood', 4, 0.25),
    article('rates-right', 'rates', 5, 0.1),
  ];

  it('puts same-event articles together and different events apart', () => {
    const { stories, storyOf } = assignToStories([], fixture, options);
    const storyOfEvent = (ids: string[]) => new Set(ids.map((id) => storyOf.get(id)));
    expect(storyOfEvent(['rates-wire', 'rates-left', 'rates-right']).size).toBe(1);
    expect(storyOfEvent(['flood-bbc', 'flood-post']).size).toBe(1);
    expect(storyOfEvent(['rates-wire', 'flood-bbc', 'cup-report']).size).toBe(3);
    expect(stories.map((s) => s.size).sort()).toEqual([1, 2, 3]);
    const rates = stories.find((s) => s.key === storyOf.get('rates-wire'))!;
    expect(rates.first).toEqual(new Date(T0));
    expect(rates.last).toEqual(new Date(T0 + 5 * HOUR));
  });

  it('gives the same stories whatever order the articles come in', () => {
    const forward = assignToStories([], fixture, options).storyOf;
    const backward = assignToStories([], [...fixture].reverse(), options).storyOf;
    expect(backward).toEqual(forward);
  });

  it('joins an existing story within the window, and starts a new one outside it', () => {
    const existing: StoryState[] = [
      {
        key: 'story-1',
        centroid: direction.rates,
        size: 2,
        first: new Date(T0 - 10 * HOUR),
        last: new Date(T0),
      },
    ];
    const { stories, storyOf } = assignToStories(
      existing,
      [article('soon', 'rates', 30, 0.1), article('months-later', 'rates', 24 * 60, 0.1)],
      options,
    );
    expect(storyOf.get('soon')).toBe('story-1');
    expect(storyOf.get('months-later')).toBe('new:0');
    const joined = stories.find((s) => s.key === 'story-1')!;
    expect(joined.size).toBe(3);
    expect(joined.last).toEqual(new Date(T0 + 30 * HOUR));
    // The centroid is the mean of the three vectors (two at the old centroid, one new).
    const added = article('soon', 'rates', 30, 0.1).embedding;
    joined.centroid.forEach((x, i) =>
      expect(x).toBeCloseTo((2 * direction.rates[i] + added[i]) / 3),
    );
    // The existing story passed in is left as it was.
    expect(existing[0].size).toBe(2);
  });

  it('starts a story when nothing reaches the threshold', () => {
    const { storyOf } = assignToStories(
      [],
      [article('a', 'rates', 0, 0), article('b', 'rates', 1, 2)],
      { ...options, threshold: 0.99 },
    );
    expect(storyOf.get('a')).not.toBe(storyOf.get('b'));
  });
});

describe('representative and cosine', () => {
  it('names the article nearest the centroid', () => {
    const members = [
      { title: 'off to one side', embedding: [0.6, 0.8] },
      { title: 'central', embedding: [0.95, 0.31] },
    ];
    expect(representative(members, [1, 0.2])?.title).toBe('central');
    expect(representative([], [1, 0])).toBeUndefined();
  });

  it('is 1 for one direction, 0 for orthogonal and for a zero vector', () => {
    expect(cosine([2, 0], [5, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 3])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });
});
