import { configuredProviders, fromGuardian, fromNewsApi } from './news-providers';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('fromGuardian', () => {
  it("maps The Guardian's search results, with the section as category", () => {
    const articles = fromGuardian(
      {
        response: {
          results: [
            {
              webTitle: 'Ministers agree new climate targets',
              webUrl: 'https://www.theguardian.com/environment/2026/nov/23/targets?CMP=share',
              webPublicationDate: '2026-11-23T09:00:00Z',
              sectionName: 'Environment',
              fields: {
                trailText: '<p>The deal follows <strong>two weeks</strong> of talks.</p>',
                bodyText: 'The deal follows two weeks of talks. Campaigners welcomed it.',
                byline: 'Fiona Harvey',
              },
            },
            { webTitle: 'No address' },
          ],
        },
      },
      NOW,
    );
    expect(articles).toEqual([
      {
        url: 'https://www.theguardian.com/environment/2026/nov/23/targets',
        title: 'Ministers agree new climate targets',
        description: 'The deal follows two weeks of talks.',
        text: 'The deal follows two weeks of talks. Campaigners welcomed it.',
        source: 'The Guardian',
        author: 'Fiona Harvey',
        category: 'Environment',
        tags: ['Environment'],
        publishedAt: new Date('2026-11-23T09:00:00Z'),
      },
    ]);
  });

  it('throws on an answer without results, so the run logs and skips it', () => {
    expect(() => fromGuardian({ message: 'Unauthorized' })).toThrow(/without results/);
  });
});

describe('fromNewsApi', () => {
  it("drops the '[+N chars]' marker and removed articles", () => {
    const [article, ...rest] = fromNewsApi(
      {
        articles: [
          {
            source: { name: 'Wire' },
            author: 'A. Reporter',
            title: 'Bridge reopens',
            description: 'Traffic flows again.',
            url: 'https://wire.example/bridge',
            publishedAt: 'not a date',
            content: 'The bridge reopened on Monday… [+1834 chars]',
          },
          { title: '[Removed]', url: 'https://removed.com' },
        ],
      },
      NOW,
    );
    expect(rest).toEqual([]);
    expect(article).toMatchObject({
      text: 'The bridge reopened on Monday…',
      source: 'Wire',
      author: 'A. Reporter',
      publishedAt: NOW,
    });
  });
});

describe('configuredProviders', () => {
  const settings = {
    newsApiUrl: 'https://newsapi.org/v2/top-headlines',
    guardianApiUrl: 'https://content.guardianapis.com/search',
    timeoutMs: 1_000,
    maxBytes: 1_000,
  };

  it('uses a provider only when its key is set', () => {
    expect(configuredProviders(settings)).toEqual([]);
    expect(configuredProviders({ ...settings, guardianApiKey: 'k' }).map((p) => p.name)).toEqual([
      'The Guardian API',
    ]);
    expect(
      configuredProviders({ ...settings, newsApiKey: 'k', guardianApiKey: 'k' }).map((p) => p.name),
    ).toEqual(['NewsAPI', 'The Guardian API']);
  });
});
