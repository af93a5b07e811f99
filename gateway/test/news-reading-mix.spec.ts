/**
 * "My news bias" through the gateway and the real journal and auth services, on the run's
 * PostgreSQL and Redis: a signed-in reader's article opens (the article route, with a stand-in news
 * service on the real transport) are recorded with their outlet and its rating as the answer
 * carried them, and GET /api/news/my-bias counts the last 30 days' articles by rating, sample
 * articles apart, only ever the reader's own.
 */
import { Controller, INestApplication, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  JournalPatterns,
  NewsPatterns,
  type NewsBias,
  type NewsReadingMix,
} from '@sentilog/contracts';
import { RedisStreamsClient, RedisStreamsServer } from '@sentilog/transport';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { lastValueFrom } from 'rxjs';
import request from 'supertest';
import { waitFor } from '../../infra/testing/redis-prefix';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import { privateRedisPrefix, setEnv, TEST_JWT_SECRET } from './auth-fixtures';
import { JournalUser, signUp } from './journal-fixtures';

const DAY_MS = 86_400_000;

interface StandInArticle {
  source: string;
  outlet: { name: string; rating: NewsBias; sample: boolean } | null;
  sample: boolean;
}

const rated = (source: string, rating: NewsBias): StandInArticle => ({
  source,
  outlet: { name: source, rating, sample: false },
  sample: false,
});

/** The stand-in news service's articles: id → source and outlet, as news answers them. */
const ARTICLES = new Map<string, StandInArticle>([
  [randomUUID(), rated('The Guardian', 'LEFT')],
  [randomUUID(), rated('The Guardian', 'LEFT')],
  [randomUUID(), rated('Vox', 'LEFT')],
  [randomUUID(), rated('Reuters', 'CENTER')],
  [randomUUID(), { source: 'Local Paper', outlet: null, sample: false }],
  [
    randomUUID(),
    {
      source: 'The Harbour Ledger (sample)',
      outlet: { name: 'The Harbour Ledger (sample)', rating: 'LEFT', sample: true },
      sample: true,
    },
  ],
]);
const IDS = [...ARTICLES.keys()];

@Controller()
class StandInNewsController {
  @MessagePattern(NewsPatterns.detail)
  detail(@Payload() query: { id: string }) {
    const article = ARTICLES.get(query.id)!;
    return {
      id: query.id,
      title: 'A stand-in article',
      category: 'World',
      content: 'Text.',
      bias: null,
      biasConfidence: null,
      biasUncertain: true,
      ...article,
    };
  }
}

@Module({ controllers: [StandInNewsController] })
class StandInNewsModule {}

describe('my news bias: article opens and GET /api/news/my-bias', () => {
  let restoreEnv: () => void = () => undefined;
  let services: INestMicroservice[] = [];
  let news: INestMicroservice | undefined;
  let gateway: INestApplication;
  let db: Client;
  let rpc: RedisStreamsClient;

  const http = () => request(gateway.getHttpServer());
  const myBias = (user?: JournalUser) => {
    const req = http().get('/api/news/my-bias');
    return user ? req.set('authorization', `Bearer ${user.token}`) : req;
  };
  const open = (id: string, user: JournalUser) =>
    http().get(`/api/news/${id}`).set('authorization', `Bearer ${user.token}`);
  const readCount = async (userId: string) =>
    (
      await db.query('SELECT count(*)::int AS n FROM journal.article_reads WHERE user_id = $1', [
        userId,
      ])
    ).rows[0].n as number;
  /** A read planted directly, `daysAgo` days back (the API records reads now). */
  const plant = (user: JournalUser, daysAgo: number, outlet: string, rating: NewsBias | null) =>
    db.query(
      `INSERT INTO journal.article_reads
         (user_id, article_id, opened_on, category, opened_at, outlet, outlet_rating, sample)
       VALUES ($1, $2, ($3::timestamptz AT TIME ZONE 'UTC')::date, 'World', $3, $4, $5, false)`,
      [user.id, randomUUID(), new Date(Date.now() - daysAgo * DAY_MS), outlet, rating],
    );

  beforeAll(async () => {
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('reading-mix'),
      JWT_SECRET: TEST_JWT_SECRET,
      API_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '1000',
      SERVE_FRONTEND: 'false',
    });
    services = await startServices(['auth', 'journal']);
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    news = await NestFactory.createMicroservice(StandInNewsModule, {
      strategy: new RedisStreamsServer({
        service: 'news',
        redisUrl: process.env.REDIS_URL!,
        prefix: process.env.REDIS_PREFIX!,
      }),
      logger: false,
    });
    await news.listen();
    rpc = new RedisStreamsClient({
      redisUrl: process.env.REDIS_URL!,
      prefix: process.env.REDIS_PREFIX!,
      timeoutMs: 10_000,
    });
  });

  afterAll(async () => {
    await rpc?.close();
    await news?.close();
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv();
  });

  it('needs a token', async () => {
    const res = await myBias();
    expect(res.status).toBe(401);
    const bad = await http().get('/api/news/my-bias').set('authorization', 'Bearer not-a-token');
    expect(bad.status).toBe(401);
  });

  it('counts the articles a reader opened by their outlet’s rating, samples apart', async () => {
    const reader = await signUp(gateway);
    for (const id of IDS) expect((await open(id, reader)).status).toBe(200);
    // A second open of the same article adds nothing.
    expect((await open(IDS[0], reader)).status).toBe(200);
    await waitFor(async () => (await readCount(reader.id)) === IDS.length, 10_000, 'the reads');

    // Each read keeps the outlet and rating the answer carried.
    const rows = (
      await db.query(
        `SELECT article_id, outlet, outlet_rating, sample FROM journal.article_reads
          WHERE user_id = $1`,
        [reader.id],
      )
    ).rows as {
      article_id: string;
      outlet: string;
      outlet_rating: string | null;
      sample: boolean;
    }[];
    for (const row of rows) {
      const article = ARTICLES.get(row.article_id)!;
      expect(row).toMatchObject({
        outlet: article.source,
        outlet_rating: article.outlet?.rating ?? null,
        sample: article.sample,
      });
    }

    const res = await myBias(reader);
    expect(res.status).toBe(200);
    const mix = res.body as NewsReadingMix;
    const today = new Date().toISOString().slice(0, 10);
    expect(mix).toEqual({
      days: 30,
      from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10),
      to: today,
      articles: 5,
      outlets: 4,
      counts: { left: 3, center: 1, right: 0, unrated: 1 },
      rated: 4,
      shares: { left: 0.75, center: 0.25, right: 0 },
      // Four rated articles are too few to call a habit.
      tooFewRated: true,
      sampleArticles: 1,
    });
  });

  it('looks back 30 days, and gives the shares once ten rated articles are read', async () => {
    const reader = await signUp(gateway);
    for (let i = 0; i < 6; i++) await plant(reader, i, 'Fox News', 'RIGHT');
    for (let i = 0; i < 4; i++) await plant(reader, 29, 'Reuters', 'CENTER');
    // Older than the window: left out.
    for (let i = 0; i < 5; i++) await plant(reader, 31, 'Vox', 'LEFT');
    const mix = (await myBias(reader)).body as NewsReadingMix;
    expect(mix).toMatchObject({
      articles: 10,
      outlets: 2,
      counts: { left: 0, center: 4, right: 6, unrated: 0 },
      shares: { left: 0, center: 0.4, right: 0.6 },
      tooFewRated: false,
    });
  });

  it('answers each reader their own reads only, and nothing for a reader who opened none', async () => {
    const other = await signUp(gateway);
    const mix = (await myBias(other)).body as NewsReadingMix;
    expect(mix).toMatchObject({ articles: 0, outlets: 0, rated: 0, sampleArticles: 0 });
  });

  it('refuses a read whose rating is not a leaning the product knows', async () => {
    const reader = await signUp(gateway);
    // The untyped send: a request the catalogue's types would refuse.
    await expect(
      lastValueFrom(
        rpc.send(JournalPatterns.articleOpened, {
          userId: reader.id,
          articleId: randomUUID(),
          category: 'World',
          openedAt: new Date().toISOString(),
          outlet: 'Somewhere',
          outletRating: 'NEUTRAL',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await readCount(reader.id)).toBe(0);
  });
});
