/**
 * Mood insights through the gateway and the real journal service, on the run's PostgreSQL and
 * Redis: an entry's mood and activity tags (validated, normalised, kept or cleared on an edit), the
 * editor's tag suggestions, news articles a signed-in reader opens (the article route, with a
 * stand-in news service on the real transport), and GET /api/journal/insights over entries dated
 * across two weeks directly in the database (the API dates them now).
 */
import { Controller, INestApplication, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DEFAULT_ACTIVITIES, JournalMoodMessages, NewsPatterns } from '@sentilog/contracts';
import { RedisStreamsServer } from '@sentilog/transport';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { waitFor } from '../../infra/testing/redis-prefix';
import { freshIp, STRONG_PASSWORD } from './auth-fixtures';
import {
  JournalStack,
  JournalUser,
  LOGIN_REQUIRED,
  newJournalKey,
  paragraph,
  signUp,
  startJournalStack,
} from './journal-fixtures';

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Articles the stand-in news service knows: id → category. */
const ARTICLES = new Map<string, string>([
  [randomUUID(), 'Politics'],
  [randomUUID(), 'Science'],
]);
const [POLITICS, SCIENCE] = [...ARTICLES.keys()];

@Controller()
class StandInNewsController {
  @MessagePattern(NewsPatterns.detail)
  detail(@Payload() query: { id: string }) {
    return {
      id: query.id,
      title: 'A stand-in article',
      category: ARTICLES.get(query.id),
      content: 'Text.',
    };
  }
}

@Module({ controllers: [StandInNewsController] })
class StandInNewsModule {}

describe('mood insights: mood, tags, article opens and GET /api/journal/insights', () => {
  let stack: JournalStack | undefined;
  let news: INestMicroservice | undefined;
  let gateway: INestApplication;
  let db: Client;
  let writer: JournalUser;
  let today: Date;

  const http = () => request(gateway.getHttpServer());
  const post = (user: JournalUser, body: Record<string, unknown>) =>
    http().post('/api/journal').set('token', user.token).send(body);
  const insights = (user: JournalUser) =>
    http().get('/api/journal/insights').set('token', user.token);
  const openArticle = (id: string, user?: JournalUser) => {
    const req = http().get(`/api/news/${id}`);
    return user ? req.set('authorization', `Bearer ${user.token}`) : req;
  };
  const reads = async (userId: string) =>
    (
      await db.query(
        `SELECT article_id, category, to_char(opened_on, 'YYYY-MM-DD') AS day
         FROM journal.article_reads WHERE user_id = $1 ORDER BY category`,
        [userId],
      )
    ).rows as { article_id: string; category: string; day: string }[];

  /** Writes an entry through the API about the day `daysAgo` days before today (UTC). */
  async function entryOn(
    user: JournalUser,
    daysAgo: number,
    mood: number | null,
    activities: string[],
  ): Promise<string> {
    const res = await post(user, {
      text: paragraph(`Day ${daysAgo}.`),
      mood,
      activities,
      date: day(new Date(today.getTime() - daysAgo * DAY_MS)),
      timeZone: 'UTC',
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  beforeAll(async () => {
    stack = await startJournalStack('journal-insights', {
      JOURNAL_ENCRYPTION_KEY: newJournalKey(),
    });
    ({ gateway, db } = stack);
    news = await NestFactory.createMicroservice(StandInNewsModule, {
      strategy: new RedisStreamsServer({
        service: 'news',
        redisUrl: process.env.REDIS_URL!,
        prefix: process.env.REDIS_PREFIX!,
      }),
      logger: false,
    });
    await news.listen();
    writer = await signUp(gateway);
    today = new Date(`${day(new Date())}T00:00:00.000Z`);
  });

  afterAll(async () => {
    await news?.close();
    await stack?.stop();
  });

  describe('an entry’s mood and activity tags', () => {
    it('stores them normalised and shows them with the entry', async () => {
      const res = await post(writer, {
        text: paragraph('A run by the river.'),
        mood: 4,
        activities: ['  Exercise ', 'exercise', 'Morning   Walk', 'family'],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        mood: 4,
        activities: ['exercise', 'morning walk', 'family'],
      });
      const got = await http().get(`/api/journal/${res.body.id}`).set('token', writer.token);
      expect(got.body).toMatchObject({
        mood: 4,
        activities: ['exercise', 'morning walk', 'family'],
      });
      const stored = await db.query('SELECT mood, activities FROM journal.entries WHERE id = $1', [
        res.body.id,
      ]);
      expect(stored.rows[0]).toEqual({
        mood: 4,
        activities: ['exercise', 'morning walk', 'family'],
      });
    });

    it('without them, an entry has no mood and no tags', async () => {
      const res = await post(writer, { text: paragraph('Just words.') });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ mood: null, activities: [] });
    });

    it('an edit without them keeps them; a null mood and an empty list clear them', async () => {
      const created = await post(writer, {
        text: paragraph('First words.'),
        mood: 2,
        activities: ['work'],
      });
      const id = created.body.id as string;
      const patch = (body: Record<string, unknown>) =>
        http().patch(`/api/journal/${id}`).set('token', writer.token).send(body);
      const kept = await patch({ text: paragraph('Second words.') });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ mood: 2, activities: ['work'] });
      const changed = await patch({ text: paragraph('Third.'), mood: 5, activities: ['sleep'] });
      expect(changed.body).toMatchObject({ mood: 5, activities: ['sleep'] });
      const cleared = await patch({ text: paragraph('Fourth.'), mood: null, activities: [] });
      expect(cleared.body).toMatchObject({ mood: null, activities: [] });
    });

    it.each([
      ['a mood of 6', { mood: 6 }, JournalMoodMessages.mood],
      ['a mood of 0', { mood: 0 }, JournalMoodMessages.mood],
      ['a fractional mood', { mood: 3.5 }, JournalMoodMessages.mood],
      ['a mood as text', { mood: 'good' }, JournalMoodMessages.mood],
      ['tags that are not a list', { activities: 'exercise' }, JournalMoodMessages.activities],
      [
        'eleven tags',
        { activities: Array.from({ length: 11 }, (_, i) => `tag ${i}`) },
        JournalMoodMessages.activities,
      ],
      ['a tag with punctuation', { activities: ['<b>run</b>'] }, JournalMoodMessages.activity],
      ['a blank tag', { activities: ['  '] }, JournalMoodMessages.activity],
      ['a tag of 31 characters', { activities: ['a'.repeat(31)] }, JournalMoodMessages.activity],
      ['a tag that is a number', { activities: [7] }, JournalMoodMessages.activity],
    ])('refuses %s with a 400 that says why', async (_, fields, error) => {
      const res = await post(writer, { text: paragraph('Words.'), ...fields });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });
  });

  describe('GET /api/journal/activities', () => {
    it('offers the writer’s own tags, most used first, then the defaults', async () => {
      const user = await signUp(gateway);
      await post(user, { text: paragraph('One.'), activities: ['choir', 'work'] });
      await post(user, { text: paragraph('Two.'), activities: ['choir'] });
      const res = await http().get('/api/journal/activities').set('token', user.token);
      expect(res.status).toBe(200);
      expect(res.body.tags.slice(0, 2)).toEqual(['choir', 'work']);
      expect(res.body.tags).toEqual([
        'choir',
        'work',
        ...DEFAULT_ACTIVITIES.filter((tag) => tag !== 'work'),
      ]);
    });

    it('needs a token', async () => {
      const res = await http().get('/api/journal/activities');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(LOGIN_REQUIRED);
    });
  });

  describe('articles a reader opens', () => {
    it('records a signed-in reader’s open once a day, with its category; not an anonymous one', async () => {
      const reader = await signUp(gateway);
      const first = await openArticle(POLITICS, reader);
      expect(first.status).toBe(200);
      expect(first.body.category).toBe('Politics');
      await openArticle(POLITICS, reader);
      await openArticle(SCIENCE, reader);
      await waitFor(async () => (await reads(reader.id)).length === 2, 10_000, 'two reads');
      expect(await reads(reader.id)).toEqual([
        { article_id: POLITICS, category: 'Politics', day: day(today) },
        { article_id: SCIENCE, category: 'Science', day: day(today) },
      ]);
      const before = await db.query('SELECT count(*)::int AS n FROM journal.article_reads');
      expect((await openArticle(SCIENCE)).status).toBe(200);
      // An anonymous open records nothing: give it time to show if it did.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await db.query('SELECT count(*)::int AS n FROM journal.article_reads');
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it('answers the article even with a bad token, and records nothing for it', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM journal.article_reads');
      const res = await http()
        .get(`/api/news/${SCIENCE}`)
        .set('authorization', 'Bearer not-a-token');
      expect(res.status).toBe(200);
      expect(res.body.category).toBe('Science');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await db.query('SELECT count(*)::int AS n FROM journal.article_reads');
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });
  });

  describe('GET /api/journal/insights', () => {
    it('finds the planted association, and gives the calendar and streaks', async () => {
      const user = await signUp(gateway);
      // 10 mood days: exercise on 4 of them, all 5s; the other 6 are 2s and 3s.
      const plan: [number, number | null, string[]][] = [
        [0, 5, ['exercise']],
        [1, 2, ['work']],
        [2, 5, ['exercise', 'work']],
        [3, 3, []],
        [5, 2, ['work']],
        [6, 5, ['exercise']],
        [7, 3, ['work']],
        [8, 2, []],
        [9, 5, ['exercise']],
        [10, 3, ['work']],
        // A second entry on day 0 without a mood: counted on the calendar, not in the mood.
        [0, null, ['exercise']],
      ];
      for (const [daysAgo, mood, tags] of plan) await entryOn(user, daysAgo, mood, tags);

      const res = await insights(user);
      expect(res.status).toBe(200);
      const body = res.body;
      expect(body.today).toBe(day(today));
      expect(body.insights.status).toBe('ready');
      expect(body.insights.moodDays).toBe(10);
      expect(body.insights.good[0]).toMatchObject({
        kind: 'activity',
        name: 'exercise',
        daysWith: 4,
        daysWithout: 6,
        moodWith: 5,
        moodWithout: 2.5,
        difference: 2.5,
        summary: 'On days with exercise your mood averaged 2.5 higher (4 days with it, 6 without).',
      });
      expect(body.insights.bad[0]).toMatchObject({ name: 'work', daysWith: 5, daysWithout: 5 });

      const calendarDay = (daysAgo: number) =>
        (body.calendar.days as { date: string }[]).find(
          (d) => d.date === day(new Date(today.getTime() - daysAgo * DAY_MS)),
        );
      expect(body.calendar.days).toHaveLength(10);
      expect(body.calendar.to).toBe(day(today));
      expect(calendarDay(0)).toEqual({ date: day(today), entries: 2, mood: 5, wordsMood: null });
      expect(calendarDay(4)).toBeUndefined();
      // Days 0–3 are a run (today included); 5–10 the longest.
      expect(body.streaks).toEqual({ current: 4, longest: 6, lastEntryDay: day(today) });
    });

    it('ranks a news topic by the mood of the days it was read', async () => {
      const user = await signUp(gateway);
      // Politics is read on the 3 lowest of 8 mood days.
      const moods = [2, 2, 2, 4, 4, 5, 4, 5];
      for (const [daysAgo, mood] of moods.entries()) await entryOn(user, daysAgo, mood, []);
      for (const daysAgo of [0, 1, 2]) {
        await db.query(
          `INSERT INTO journal.article_reads (user_id, article_id, opened_on, category, opened_at)
           VALUES ($1, $2, $3, 'Politics', $4)`,
          [user.id, randomUUID(), day(new Date(today.getTime() - daysAgo * DAY_MS)), today],
        );
      }
      const res = await insights(user);
      expect(res.body.insights.bad).toEqual([
        expect.objectContaining({
          kind: 'topic',
          name: 'Politics',
          daysWith: 3,
          daysWithout: 5,
          difference: -2.4,
          summary:
            'On days you read Politics news your mood averaged 2.4 lower (3 days with it, 5 without).',
        }),
      ]);
    });

    it('says there are too few days, and claims nothing', async () => {
      const user = await signUp(gateway);
      for (const daysAgo of [0, 1, 2]) await entryOn(user, daysAgo, 5, ['exercise']);
      await entryOn(user, 3, 1, []);
      const res = await insights(user);
      expect(res.status).toBe(200);
      expect(res.body.insights).toMatchObject({
        status: 'too-few-days',
        moodDays: 4,
        good: [],
        bad: [],
        tooFewDays: [{ kind: 'activity', name: 'exercise', daysWith: 3, daysWithout: 1 }],
      });
      expect(res.body.insights.message).toMatch(/^Too few days .* on 4 days .* at least 7\.$/);
    });

    it('for an empty journal: an empty calendar, no streak, too few days', async () => {
      const user = await signUp(gateway);
      const res = await insights(user);
      expect(res.status).toBe(200);
      expect(res.body.calendar.days).toEqual([]);
      expect(res.body.streaks).toEqual({ current: 0, longest: 0, lastEntryDay: null });
      expect(res.body.insights.status).toBe('too-few-days');
    });

    it('needs a token', async () => {
      const res = await http().get('/api/journal/insights');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(LOGIN_REQUIRED);
    });
  });

  it('account deletion forgets the articles the user opened', async () => {
    const gone = await signUp(gateway);
    await openArticle(POLITICS, gone);
    await waitFor(async () => (await reads(gone.id)).length === 1, 10_000, 'the read');
    const res = await http()
      .delete('/api/auth/delete-account')
      .set('x-forwarded-for', freshIp())
      .set('authorization', `Bearer ${gone.token}`)
      .send({ password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    await waitFor(async () => (await reads(gone.id)).length === 0, 20_000, 'the reads to go');
  });
});
