/**
 * Journal II through the gateway, on the run's real PostgreSQL and Redis with the auth, analysis
 * and journal services in-process: a mood alone is an entry, an entry is about the day the writer
 * says (backdated, or moved by an edit), and every figure counts it on that day; the mood the
 * writer picks is the mood, and what the words read as fills in only for days without one.
 */
import { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import {
  JournalStack,
  JournalUser,
  newJournalKey,
  paragraph,
  signUp,
  startJournalStack,
} from './journal-fixtures';

const DAY_MS = 86_400_000;
const HAPPY = 'What a wonderful, joyful day. I love my friends and this beautiful place.';
/** The UTC day `daysAgo` days before now. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('journal II: moods alone, backdating and one meaning of mood', () => {
  let stack: JournalStack | undefined;
  let gateway: INestApplication;
  let db: Client;

  const http = () => request(gateway.getHttpServer());
  const post = (user: JournalUser, body: Record<string, unknown>) =>
    http().post('/api/journal').set('token', user.token).send(body);
  const get = (user: JournalUser, path: string, query: Record<string, string> = {}) =>
    http().get(path).query(query).set('token', user.token);

  beforeAll(async () => {
    stack = await startJournalStack('journal-moods', { JOURNAL_ENCRYPTION_KEY: newJournalKey() });
    ({ gateway, db } = stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('a mood alone', () => {
    it('is an entry: {mood, activities} answers 201, stored without text or analysis', async () => {
      const user = await signUp(gateway);
      const res = await post(user, { mood: 4, activities: ['Friends', 'long walk'] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        date: daysAgo(0),
        mood: 4,
        activities: ['friends', 'long walk'],
        sentiment: null,
        score: null,
        confidence: null,
        emotion: null,
        emotions: null,
        reading: null,
      });
      const { rows } = await db.query(
        'SELECT sentiment, score, mood, octet_length(content) > 0 AS sealed FROM journal.entries WHERE id = $1',
        [res.body.id],
      );
      expect(rows[0]).toEqual({ sentiment: null, score: null, mood: 4, sealed: true });

      const read = await get(user, `/api/journal/${res.body.id as string}`);
      expect(read.body).toMatchObject({ html: '', text: '', mood: 4, sentiment: null });
      const list = await get(user, '/api/journal');
      expect(list.body.entries).toEqual([expect.objectContaining({ id: res.body.id, text: '' })]);
    });

    it('with words, the words are analysed beside the mood', async () => {
      const user = await signUp(gateway);
      const res = await post(user, { text: paragraph(HAPPY), mood: 1 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ mood: 1, sentiment: 'POSITIVE' });
      expect(res.body.reading.text).toBe(HAPPY);
    });

    it('neither words nor a mood is a 400', async () => {
      const user = await signUp(gateway);
      for (const body of [{}, { activities: ['work'] }, { text: '<p><br></p>', mood: null }]) {
        const res = await post(user, body);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(
          'Write something or choose a mood before saving your journal entry',
        );
      }
    });
  });

  describe('the day an entry is about', () => {
    it("takes today in the writer's zone, or a day up to a year back, never a day ahead", async () => {
      const user = await signUp(gateway);
      const ok = await post(user, { mood: 3, date: daysAgo(365), timeZone: 'UTC' });
      expect(ok.status).toBe(201);
      expect(ok.body.date).toBe(daysAgo(365));
      const cases: [Record<string, unknown>, string][] = [
        [
          { mood: 3, date: daysAgo(366), timeZone: 'UTC' },
          'date can be at most a year back (365 days before today)',
        ],
        [
          { mood: 3, date: daysAgo(-1), timeZone: 'UTC' },
          'date cannot be in the future: choose today or an earlier day',
        ],
        // Without a zone, no day is ahead of today anywhere on Earth (UTC+14 at most).
        [
          { mood: 3, date: daysAgo(-2) },
          'date cannot be in the future: choose today or an earlier day',
        ],
        [
          { mood: 3, timeZone: 'Moon/Tranquility' },
          'timeZone must be an IANA time zone such as Europe/Berlin or America/New_York',
        ],
      ];
      for (const [body, error] of cases) {
        const res = await post(user, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error, statusCode: 400 });
      }
    });

    it('without a date, a new entry is about today where the writer is', async () => {
      const user = await signUp(gateway);
      const zone = 'Pacific/Kiritimati'; // UTC+14: already tomorrow for most of the UTC day
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const res = await post(user, { mood: 5, timeZone: zone });
      expect(res.body.date).toBe(today);
    });

    it('lists entries by their day, and an edit moves one', async () => {
      const user = await signUp(gateway);
      // Written today, about three different days, in this order.
      const ids: Record<string, string> = {};
      for (const [name, days] of [
        ['lastWeek', 7],
        ['today', 0],
        ['yesterday', 1],
      ] as const) {
        ids[name] = (await post(user, { mood: 3, date: daysAgo(days), timeZone: 'UTC' })).body.id;
      }
      const order = async () =>
        ((await get(user, '/api/journal')).body.entries as { id: string }[]).map((e) => e.id);
      expect(await order()).toEqual([ids.today, ids.yesterday, ids.lastWeek]);

      const moved = await http()
        .patch(`/api/journal/${ids.lastWeek}`)
        .set('token', user.token)
        .send({ date: daysAgo(0), timeZone: 'UTC' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ date: daysAgo(0), mood: 3, reading: null });
      // Now about the same day as today's: the one written later (today's) first.
      expect(await order()).toEqual([ids.today, ids.lastWeek, ids.yesterday]);

      const ahead = await http()
        .patch(`/api/journal/${ids.today}`)
        .set('token', user.token)
        .send({ date: daysAgo(-1), timeZone: 'UTC' });
      expect(ahead.status).toBe(400);
      const week = await get(user, '/api/journal', { from: daysAgo(1), to: daysAgo(0) });
      expect(week.body.entries).toHaveLength(3);
    });
  });

  describe('backdated entries on every figure', () => {
    let user: JournalUser;

    beforeAll(async () => {
      user = await signUp(gateway);
      // A week logged in one sitting: moods for the six days before today, none today yet.
      for (const [days, mood] of [
        [6, 2],
        [5, 3],
        [4, 4],
        [3, 4],
        [2, 5],
        [1, 4],
      ] as const) {
        const res = await post(user, {
          mood,
          activities: days % 2 ? ['exercise'] : [],
          date: daysAgo(days),
          timeZone: 'UTC',
        });
        expect(res.status).toBe(201);
      }
      // And a month ago, with words only.
      await post(user, { text: paragraph(HAPPY), date: daysAgo(20), timeZone: 'UTC' });
    });

    it('the statistics count each entry on its day', async () => {
      const week = await get(user, '/api/journal/stats', { period: 'week', timeZone: 'UTC' });
      expect(week.status).toBe(200);
      const picked = [2, 3, 4, 4, 5, 4];
      const asPercent = (mood: number) => (mood - 1) * 25;
      expect(week.body).toMatchObject({
        today: daysAgo(0),
        totalEntries: 7,
        entriesThisWeek: 6,
        moodBasis: { pickedDays: 6, filledDays: 0 },
        overallMood: Math.round(picked.map(asPercent).reduce((a, b) => a + b) / 6),
      });
      expect(week.body.series).toEqual(
        picked.map((mood, i) => ({
          date: daysAgo(6 - i),
          mood: asPercent(mood),
          entries: 1,
          days: 1,
          filledDays: 0,
        })),
      );
      expect(week.body.recentActivity[0]).toMatchObject({
        date: daysAgo(1),
        mood: 4,
        sentiment: null,
      });
      // Nothing with words this week: what the words read as comes from the month-old entry.
      expect(week.body.lastAnalysis).toMatchObject({ date: daysAgo(20), sentiment: 'POSITIVE' });

      const month = await get(user, '/api/journal/stats', { period: 'month', timeZone: 'UTC' });
      expect(month.body.series[0]).toMatchObject({ date: daysAgo(20), days: 1, filledDays: 1 });
      expect(month.body.moodBasis).toEqual({ pickedDays: 6, filledDays: 1 });
    });

    it('the calendar, streaks and insights count each entry on its day', async () => {
      const res = await get(user, '/api/journal/insights', { timeZone: 'UTC' });
      expect(res.status).toBe(200);
      const days = res.body.calendar.days as { date: string; mood: number | null }[];
      expect(days.map((d) => d.date)).toEqual([20, 6, 5, 4, 3, 2, 1].map(daysAgo));
      // Today has no entry yet: the streak runs through yesterday.
      expect(res.body.streaks).toEqual({ current: 6, longest: 6, lastEntryDay: daysAgo(1) });
      expect(res.body.insights).toMatchObject({ status: 'too-few-days', moodDays: 6 });
      expect(res.body.insights.tooFewDays).toEqual([
        { kind: 'activity', name: 'exercise', daysWith: 3, daysWithout: 3 },
      ]);
    });

    it('insights need the seventh mood day, logged for today', async () => {
      await post(user, { mood: 1, date: daysAgo(0), timeZone: 'UTC' });
      const res = await get(user, '/api/journal/insights', { timeZone: 'UTC' });
      expect(res.body.streaks.current).toBe(7);
      expect(res.body.insights).toMatchObject({ status: 'ready', moodDays: 7 });
    });

    it("ends the figures on the writer's today", async () => {
      const kiritimati = await signUp(gateway);
      const zone = 'Pacific/Kiritimati';
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      await post(kiritimati, { mood: 5, date: today, timeZone: zone });
      const res = await get(kiritimati, '/api/journal/insights', { timeZone: zone });
      expect(res.body.today).toBe(today);
      expect(res.body.streaks).toMatchObject({ current: 1, lastEntryDay: today });
      const stats = await get(kiritimati, '/api/journal/stats', { timeZone: zone });
      expect(stats.body.entriesThisWeek).toBe(1);
      expect(stats.body.series).toEqual([
        { date: today, mood: 100, entries: 1, days: 1, filledDays: 0 },
      ]);
    });
  });

  describe('one meaning of mood', () => {
    it('a picked mood wins over what the words read as; the words fill in only where none was picked', async () => {
      const user = await signUp(gateway);
      // Yesterday: a very bad day in happy words. The day before: happy words, no mood.
      const both = await post(user, {
        text: paragraph(HAPPY),
        mood: 1,
        date: daysAgo(1),
        timeZone: 'UTC',
      });
      const words = await post(user, { text: paragraph(HAPPY), date: daysAgo(2), timeZone: 'UTC' });
      expect(both.body.sentiment).toBe('POSITIVE');
      const score = words.body.score as number;

      const stats = await get(user, '/api/journal/stats', { period: 'week', timeZone: 'UTC' });
      expect(stats.body.series).toEqual([
        {
          date: daysAgo(2),
          mood: Math.round((score + 1) * 50),
          entries: 1,
          days: 1,
          filledDays: 1,
        },
        { date: daysAgo(1), mood: 0, entries: 1, days: 1, filledDays: 0 },
      ]);
      expect(stats.body.moodBasis).toEqual({ pickedDays: 1, filledDays: 1 });
      expect(stats.body.overallMood).toBe(Math.round(((score + 1) * 50 + 0) / 2));

      const insights = await get(user, '/api/journal/insights', { timeZone: 'UTC' });
      expect(insights.body.calendar.days).toEqual([
        {
          date: daysAgo(2),
          entries: 1,
          mood: null,
          wordsMood: Math.round((3 + 2 * score) * 10) / 10,
        },
        { date: daysAgo(1), entries: 1, mood: 1, wordsMood: null },
      ]);
      // The insights compare picked moods only.
      expect(insights.body.insights.moodDays).toBe(1);
    });
  });
});
