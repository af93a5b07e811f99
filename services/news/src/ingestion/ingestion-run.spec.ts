import pino from 'pino';
import { IncomingArticle } from '../feeds/feed-items';
import { NewArticle } from '../news.repository';
import { ArticleClassifier, Classification } from './article-classifier';
import { ClusterOptions, DEFAULT_CLUSTER_OPTIONS } from '../stories/cluster';
import { demoArticles } from './demo-articles';
import { ArticleSource, runIngestion, unreachableMessage } from './ingestion-run';
import { SAMPLE_OUTLETS } from './sample-outlets';

const NOW = new Date('2026-11-23T12:00:00Z');

function article(url: string, hoursAgo = 1): IncomingArticle {
  return {
    url,
    title: `Title of ${url}`,
    description: 'Description',
    text: 'Text',
    source: 'Example',
    author: null,
    category: 'World',
    tags: ['World'],
    publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
  };
}

const CLASS: Classification = {
  sentiment: 'Neutral',
  sentimentScore: 0,
  confidence: 0.9,
  sentimentUncertain: false,
  sentimentMagnitude: 0,
  ironic: false,
  language: 'en',
  sentimentModel: 'accurate@2.1.0',
  bias: 'CENTER',
  biasConfidence: 0.5,
  biasUncertain: false,
  biasModel: 'accurate@2.0.0',
  outletName: null,
  outletRating: null,
  embedding: [1, 0],
};

/** A store in memory: the URLs it holds, and what each call was given. */
function fakeStore(stored: string[] = []) {
  const urls = new Set(stored);
  const inserted: NewArticle[] = [];
  let demo = 0;
  const store = {
    knownUrls: jest.fn(
      async (candidates: string[]) => new Set(candidates.filter((u) => urls.has(u))),
    ),
    insertNew: jest.fn(async (rows: NewArticle[]) => {
      const fresh = rows.filter((r) => !urls.has(r.url));
      fresh.forEach((r) => urls.add(r.url));
      inserted.push(...fresh);
      demo += fresh.filter((r) => r.isDemo).length;
      return fresh.map((r) => `id-of:${r.url}`);
    }),
    assignStories: jest.fn(async (ids: readonly string[], _options: ClusterOptions) => ids.length),
    isEmpty: jest.fn(async () => urls.size === 0),
    removeDemo: jest.fn(async () => {
      const removed = demo;
      demo = 0;
      return removed;
    }),
    hasDemo: jest.fn(async () => demo > 0),
    recordRun: jest.fn(async (_run: { at: Date; sources: number; unreachable: number }) => {}),
  };
  return { store, calls: store, inserted };
}

function classifier() {
  const classify = jest.fn(async (articles: readonly IncomingArticle[]) =>
    articles.map(() => CLASS),
  );
  return { classifier: { classify } as unknown as ArticleClassifier, classify };
}

const source = (name: string, articles: IncomingArticle[] | Error): ArticleSource => ({
  name,
  fetch: async () => {
    if (articles instanceof Error) throw articles;
    return articles;
  },
});

const logger = pino({ level: 'silent' });

/** A logger that keeps what it was given at warn and above. */
function recordingLogger() {
  const lines: { msg: string; failed?: { source: string; err: string }[] }[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { logger: pino({ level: 'warn' }, stream), lines };
}

describe('runIngestion', () => {
  it('skips a failing source, de-duplicates across sources and classifies only new articles', async () => {
    const { store, inserted } = fakeStore(['https://a.example/known']);
    const { classifier: c, classify } = classifier();
    const report = await runIngestion({
      sources: [
        source('one', [article('https://a.example/1'), article('https://a.example/known')]),
        source('broken', new Error('HTTP 500')),
        source('two', [article('https://a.example/1'), article('https://a.example/2')]),
      ],
      store,
      classifier: c,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger,
      now: () => NOW,
    });
    expect(report).toEqual({
      sources: 3,
      failedSources: 1,
      inserted: 2,
      demoSeeded: 0,
      demoRemoved: 0,
      storied: 2,
    });
    // The inserted articles, and only they, are put into stories with the options given.
    expect(store.assignStories).toHaveBeenCalledWith(
      ['id-of:https://a.example/1', 'id-of:https://a.example/2'],
      DEFAULT_CLUSTER_OPTIONS,
    );
    expect(classify).toHaveBeenCalledTimes(1);
    expect(classify.mock.calls[0][0].map((a) => a.url)).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(inserted.map((a) => [a.url, a.sentiment])).toEqual([
      ['https://a.example/1', 'Neutral'],
      ['https://a.example/2', 'Neutral'],
    ]);
  });

  it('leaves out articles older than the retention period', async () => {
    const { store, inserted } = fakeStore();
    await runIngestion({
      sources: [
        source('one', [
          article('https://a.example/new', 1),
          article('https://a.example/old', 24 * 31),
        ]),
      ],
      store,
      classifier: classifier().classifier,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger,
      now: () => NOW,
    });
    expect(inserted.map((a) => a.url)).toEqual(['https://a.example/new']);
  });

  it('labels the sample articles through the classifier, as it does every feed article', async () => {
    const empty = fakeStore();
    // A stand-in for the models whose answer depends on the text it is given.
    const classify = jest.fn(async (articles: readonly IncomingArticle[]) =>
      articles.map((a): Classification => ({
        ...CLASS,
        sentiment: a.title.length % 2 ? 'Positive' : 'Negative',
        confidence: (a.title.length % 97) / 100,
        biasConfidence: (a.text.length % 89) / 100,
      })),
    );
    await runIngestion({
      sources: [source('down', new Error('ENOTFOUND'))],
      store: empty.store,
      classifier: { classify } as unknown as ArticleClassifier,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger,
      now: () => NOW,
    });
    const samples = classify.mock.calls.flatMap(([articles]) => articles);
    expect(samples).toHaveLength(demoArticles().length);
    // What was stored is what the classifier said of each article's own text: nothing constant.
    empty.inserted.forEach((a) => {
      expect(a.confidence).toBe((a.title.length % 97) / 100);
      expect(a.biasConfidence).toBe((a.text.length % 89) / 100);
    });
    expect(new Set(empty.inserted.map((a) => a.confidence)).size).toBeGreaterThan(1);
    // The sample texts carry no labels of their own.
    for (const sample of samples) {
      expect(Object.keys(sample)).not.toEqual(expect.arrayContaining(['sentiment']));
      expect(sample).not.toHaveProperty('confidence');
      expect(sample).not.toHaveProperty('bias');
    }
  });

  it('seeds the demo set only when no source could be read and nothing is stored', async () => {
    const offline = [source('down', new Error('ENOTFOUND'))];
    const empty = fakeStore();
    const seeded = await runIngestion({
      sources: offline,
      store: empty.store,
      classifier: classifier().classifier,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger,
      now: () => NOW,
    });
    expect(seeded.demoSeeded).toBe(demoArticles().length);
    expect(empty.inserted.every((a) => a.isDemo)).toBe(true);
    // Every sample sits under a sample outlet with that outlet's sample rating (or none), whatever
    // the outlet table (the classifier) said: the table rates no sample outlet.
    for (const a of empty.inserted) {
      const outlet = Object.values(SAMPLE_OUTLETS).find((o) => o.name === a.source);
      expect(outlet).toBeDefined();
      expect(a.outletRating).toBe(outlet!.rating);
      expect(a.outletName).toBe(outlet!.rating ? outlet!.name : null);
    }
    // Seeded samples are put into stories like any new article.
    expect(seeded.storied).toBe(demoArticles().length);

    const turnedOff = fakeStore();
    expect(
      (
        await runIngestion({
          sources: offline,
          store: turnedOff.store,
          classifier: classifier().classifier,
          retentionDays: 30,
          stories: DEFAULT_CLUSTER_OPTIONS,
          demo: false,
          logger,
        })
      ).demoSeeded,
    ).toBe(0);

    const holding = fakeStore(['https://a.example/kept']);
    expect(
      (
        await runIngestion({
          sources: offline,
          store: holding.store,
          classifier: classifier().classifier,
          retentionDays: 30,
          stories: DEFAULT_CLUSTER_OPTIONS,
          demo: true,
          logger,
        })
      ).demoSeeded,
    ).toBe(0);
  });

  it('removes the demo set once real articles are stored', async () => {
    const { store, calls } = fakeStore();
    const c = classifier().classifier;
    await runIngestion({
      sources: [source('down', new Error('x'))],
      store,
      classifier: c,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger,
      now: () => NOW,
    });
    const report = await runIngestion({
      sources: [source('up', [article('https://a.example/real')])],
      store,
      classifier: c,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger,
      now: () => NOW,
    });
    expect(report).toMatchObject({
      inserted: 1,
      demoRemoved: demoArticles().length,
      demoSeeded: 0,
    });
    expect(calls.removeDemo).toHaveBeenCalledTimes(1);
  });

  it('records each run for the News page and warns once per run about unreachable sources', async () => {
    const { store, calls } = fakeStore();
    const offline = recordingLogger();
    await runIngestion({
      sources: [source('BBC', new Error('getaddrinfo ENOTFOUND a')), source('NPR', new Error('x'))],
      store,
      classifier: classifier().classifier,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger: offline.logger,
      now: () => NOW,
    });
    expect(calls.recordRun).toHaveBeenLastCalledWith({ at: NOW, sources: 2, unreachable: 2 });
    expect(offline.lines).toHaveLength(1);
    expect(offline.lines[0]).toMatchObject({
      msg: '2 feeds unreachable (offline?) — showing sample articles',
      failed: [
        { source: 'BBC', err: 'getaddrinfo ENOTFOUND a' },
        { source: 'NPR', err: 'x' },
      ],
    });

    const partly = recordingLogger();
    await runIngestion({
      sources: [source('up', [article('https://a.example/real')]), source('down', new Error('x'))],
      store,
      classifier: classifier().classifier,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger: partly.logger,
      now: () => NOW,
    });
    expect(calls.recordRun).toHaveBeenLastCalledWith({ at: NOW, sources: 2, unreachable: 1 });
    expect(partly.lines.map((line) => line.msg)).toEqual(['1 of 2 feeds unreachable']);

    const reached = recordingLogger();
    await runIngestion({
      sources: [source('up', [])],
      store,
      classifier: classifier().classifier,
      retentionDays: 30,
      stories: DEFAULT_CLUSTER_OPTIONS,
      demo: true,
      logger: reached.logger,
      now: () => NOW,
    });
    expect(reached.lines).toEqual([]);
  });

  it('says what an all-failed run leaves on the page', () => {
    expect(unreachableMessage(1, 1, true)).toBe(
      '1 feed unreachable (offline?) — showing sample articles',
    );
    expect(unreachableMessage(12, 12, false)).toBe(
      '12 feeds unreachable (offline?) — showing the articles already stored',
    );
  });
});
