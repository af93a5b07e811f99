import { INestApplication, INestMicroservice } from '@nestjs/common';
import {
  AnalysisPatterns,
  type NewsArticleDetail,
  type NewsStory,
  type NewsStoryDetail,
} from '@sentilog/contracts';
import { openMigratedDataSource, RpcCaller, serviceDataSourceOptions } from '@sentilog/platform';
import { RedisStreamsClient } from '@sentilog/transport';
import pino from 'pino';
import { lastValueFrom } from 'rxjs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import type { IncomingArticle } from '../../services/news/src/feeds/feed-items';
import type { IngestionReport } from '../../services/news/src/ingestion/ingestion-run';

// Stories end to end: articles of two events go through the real ingestion (the analysis
// service's models read and embed them over RPC), are grouped into stories in PostgreSQL, and the
// gateway answers the stories with their coverage. Outlet ratings come from the outlet table.

Object.assign(process.env, { REDIS_PREFIX: `${process.env.REDIS_PREFIX}-stories` });

const HOUR = 60 * 60 * 1000;
const NOW = new Date();

function report(
  slug: string,
  source: string,
  hoursAgo: number,
  title: string,
  description: string,
): IncomingArticle {
  return {
    url: `https://stories.test/${slug}`,
    title,
    description,
    text: description,
    source,
    author: null,
    category: 'World',
    tags: [],
    publishedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
  };
}

const WILDFIRE = [
  report(
    'fire-reuters',
    'Reuters',
    5,
    'Wildfire forces thousands to flee hillside suburbs',
    'Firefighters battled flames driven by strong winds as evacuation orders spread to four neighbourhoods.',
  ),
  report(
    'fire-fox',
    'Fox News',
    4,
    'Thousands flee as wind-driven wildfire spreads into hillside suburbs',
    'Evacuation orders spread to four neighbourhoods as firefighters battled the flames overnight.',
  ),
  report(
    'fire-breitbart',
    'Breitbart News',
    3,
    'Wildfire driven by strong winds forces thousands from hillside suburbs',
    'Four neighbourhoods were ordered to evacuate as firefighters fought the flames.',
  ),
];
const STRIKE = [
  report(
    'strike-guardian',
    'The Guardian',
    6,
    'Teachers walk out over pay in first national strike in a decade',
    'Thousands of schools closed as unions demanded a pay rise in line with inflation.',
  ),
  report(
    'strike-vox',
    'Vox',
    5,
    'Teachers strike over pay, closing thousands of schools nationwide',
    'The first national teachers strike in a decade closed schools as unions demanded a pay rise.',
  ),
];
const LATE_FIRE = report(
  'fire-ap',
  'Associated Press',
  1,
  'Wildfire forces thousands to flee as evacuation orders spread across hillside suburbs',
  'Firefighters battled the wind-driven flames as four neighbourhoods were evacuated.',
);

describe('news stories: ingestion groups articles by event (real PostgreSQL, Redis, models)', () => {
  let services: INestMicroservice[] = [];
  let gateway: INestApplication;
  let dataSource: DataSource;
  let analysis: RedisStreamsClient;
  const http = () => request(gateway.getHttpServer());

  async function ingest(articles: IncomingArticle[]): Promise<IngestionReport> {
    const { runIngestion } = await import('../../services/news/src/ingestion/ingestion-run');
    const { ArticleClassifier } =
      await import('../../services/news/src/ingestion/article-classifier');
    const { NewsRepository } = await import('../../services/news/src/news.repository');
    const { DEFAULT_CLUSTER_OPTIONS } = await import('../../services/news/src/stories/cluster');
    return runIngestion({
      sources: [{ name: 'fixture', fetch: async () => articles }],
      store: new NewsRepository(dataSource),
      classifier: new ArticleClassifier(new RpcCaller(analysis).call),
      stories: DEFAULT_CLUSTER_OPTIONS,
      retentionDays: 30,
      demo: false,
      logger: pino({ level: 'silent' }),
    });
  }

  async function stories(): Promise<NewsStory[]> {
    const res = await http().get('/api/news/stories');
    expect(res.status).toBe(200);
    return res.body as NewsStory[];
  }

  async function storyOf(outlet: string): Promise<NewsStoryDetail> {
    const story = (await stories()).find((s) => s.outlets.some((o) => o.name === outlet));
    if (!story) throw new Error(`no story with ${outlet}`);
    const res = await http().get(`/api/news/stories/${story.id}`);
    expect(res.status).toBe(200);
    return res.body as NewsStoryDetail;
  }

  beforeAll(async () => {
    services = await startServices(['analysis', 'news']);
    gateway = await startGateway();
    const { NEWS_ENTITIES, NEWS_MIGRATIONS } =
      await import('../../services/news/src/news-database');
    dataSource = await openMigratedDataSource(
      serviceDataSourceOptions({
        url: testDatabaseUrl(),
        schema: 'news',
        entities: NEWS_ENTITIES,
        migrations: NEWS_MIGRATIONS,
      }),
      'news',
    );
    analysis = new RedisStreamsClient({
      redisUrl: process.env.REDIS_URL!,
      prefix: process.env.REDIS_PREFIX!,
      timeoutMs: 30_000,
    });
  });

  afterAll(async () => {
    await analysis?.close();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    await dataSource?.destroy();
  });

  it('puts each event in one story, apart from the other, with its coverage', async () => {
    const run = await ingest([...STRIKE, ...WILDFIRE]);
    expect(run).toMatchObject({ inserted: 5, storied: 5 });

    const listed = await stories();
    expect(listed).toHaveLength(2);
    // The most recently reported first: the wildfire's last report is the newer.
    const [fire, strike] = listed;
    expect(fire.outlets.map((o) => o.name)).toEqual(['Reuters', 'Breitbart News', 'Fox News']);
    expect(strike.outlets.map((o) => o.name)).toEqual(['The Guardian', 'Vox']);
    expect(fire.articleCount).toBe(3);
    expect(fire.title).toBe(WILDFIRE.find((a) => a.title === fire.title)?.title);
    expect(fire.firstPublishedAt).toBe(WILDFIRE[0].publishedAt.toISOString());
    expect(fire.lastPublishedAt).toBe(WILDFIRE[2].publishedAt.toISOString());

    // Three rated outlets: one Center, two Right, none Left: the Left's blindspot.
    expect(fire.coverage).toEqual({ left: 0, center: 0.333, right: 0.667, rated: 3, unrated: 0 });
    expect(fire.blindspots).toEqual(['LEFT']);
    expect(fire.tooFewRated).toBe(false);
    // Two rated outlets are too few to call a blindspot.
    expect(strike.coverage).toMatchObject({ left: 1, rated: 2 });
    expect(strike.blindspots).toEqual([]);
    expect(strike.tooFewRated).toBe(true);

    // The sentiment range is the outlets' own readings, from the models.
    const detail = await storyOf('Reuters');
    const scores = detail.articles.map((a) => a.score);
    expect(detail.sentiment.low.score).toBe(Math.min(...scores));
    expect(detail.sentiment.high.score).toBe(Math.max(...scores));
    expect(detail.articles.map((a) => a.url)).toEqual(WILDFIRE.map((a) => a.url));
    // Real outlets: their ratings are the outlet table's, not sample ones.
    expect(fire.outlets.every((o) => o.sample === false)).toBe(true);
    for (const a of detail.articles) {
      expect(a.outlet).toEqual({ name: a.source, rating: expect.any(String), sample: false });
      // A leaning marked uncertain is never sent.
      if (a.biasUncertain) expect([a.bias, a.biasConfidence]).toEqual([null, null]);
      else expect(['LEFT', 'CENTER', 'RIGHT']).toContain(a.bias);
    }
  });

  it('feeds the stories one side barely covers, and says how many it checked', async () => {
    const res = await http().get('/api/news/blindspots');
    expect(res.status).toBe(200);
    const feed = res.body as { stories: NewsStory[]; checked: number; tooFewRated: number };
    // The wildfire (three rated outlets, none Left) is listed; the strike, two articles, cannot
    // have three rated outlets and is not looked at.
    expect(feed.stories.map((s) => [s.outlets.map((o) => o.name), s.blindspots])).toEqual([
      [['Reuters', 'Breitbart News', 'Fox News'], ['LEFT']],
    ]);
    expect(feed).toMatchObject({ checked: 1, tooFewRated: 0 });
  });

  it('adds a later report to its event’s story, and links the article to it', async () => {
    const before = await storyOf('Reuters');
    const run = await ingest([LATE_FIRE]);
    expect(run).toMatchObject({ inserted: 1, storied: 1 });

    const after = await storyOf('Associated Press');
    expect(after.id).toBe(before.id);
    expect(after.articleCount).toBe(4);
    expect(after.coverage).toMatchObject({ center: 0.5, right: 0.5, rated: 4 });
    expect(after.lastPublishedAt).toBe(LATE_FIRE.publishedAt.toISOString());
    expect(await stories()).toHaveLength(2);

    const article = after.articles.find((a) => a.url === LATE_FIRE.url)!;
    const res = await http().get(`/api/news/${article.id}`);
    expect(res.status).toBe(200);
    expect((res.body as NewsArticleDetail).storyId).toBe(after.id);
  });

  it('answers a bad story id with 400 and an unknown one with 404', async () => {
    const bad = await http().get('/api/news/stories/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid story id');
    const unknown = await http().get('/api/news/stories/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Story not found');
  });

  it('answers analysis.embed with one unit vector per text, and refuses a bad batch with 400', async () => {
    const vectors = await new RpcCaller(analysis).call(AnalysisPatterns.embed, {
      texts: ['One text.', 'Another one.'],
    });
    expect(vectors).toHaveLength(2);
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 4);
    // The untyped send: these requests are ones the catalogue's types would refuse.
    await expect(
      lastValueFrom(analysis.send(AnalysisPatterns.embed, { texts: [] })),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      lastValueFrom(analysis.send(AnalysisPatterns.embed, { texts: [42] })),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('documents the story routes and answers in the OpenAPI document', async () => {
    const res = await http().get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/news/stories',
        '/api/news/stories/{id}',
        '/api/news/blindspots',
      ]),
    );
    const { schemas } = res.body.components;
    expect(Object.keys(schemas.NewsStory.properties)).toEqual(
      expect.arrayContaining(['outlets', 'coverage', 'sentiment', 'blindspots', 'tooFewRated']),
    );
    expect(Object.keys(schemas.CoverageSpread.properties)).toEqual(
      expect.arrayContaining(['left', 'center', 'right', 'rated', 'unrated']),
    );
    expect(schemas.NewsArticleDetail.properties.storyId).toBeDefined();
    expect(Object.keys(schemas.NewsBlindspots.properties).sort()).toEqual([
      'checked',
      'stories',
      'tooFewRated',
    ]);
    // An article's leaning may be null (uncertain); the one word per leaning is Left / Center / Right.
    const bias = schemas.NewsArticle.properties.bias;
    expect(bias.nullable).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/Left \/ Neutral|Neutral \/ Right/);
  });

  it('drops stories whose articles were all pruned', async () => {
    const { NewsRepository } = await import('../../services/news/src/news.repository');
    const pruned = await new NewsRepository(dataSource).pruneOlderThan(
      new Date(NOW.getTime() - 2 * HOUR),
    );
    // Every article but the late wildfire report was older: the strike's story goes, the
    // wildfire's keeps its one remaining article (and is no longer listed: a story needs two).
    expect(pruned).toBe(5);
    const [{ stories: left }] = await dataSource.query(
      'SELECT count(*)::int AS stories FROM news.stories',
    );
    expect(left).toBe(1);
    expect(await stories()).toEqual([]);
  });
});
