/**
 * GET /api/journal/stats through the gateway, on the run's real PostgreSQL and Redis with the
 * auth, analysis and journal services in-process. Entries are written through the API, then dated
 * and scored directly in the database (the API dates them at most a year back), on the days at
 * the edges of each period. None has a picked mood here, so every day's mood is what its words
 * read as (journal-moods.spec.ts covers picked moods and their precedence). The expectations are
 * computed here from those entries and the documented windows.
 */
import { Controller, INestApplication, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NewsPatterns } from '@sentilog/contracts';
import { RedisStreamsServer } from '@sentilog/transport';
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
type Period = 'week' | 'month' | 'year';

interface Known {
  /** The day the entry is about. */
  day: string;
  score: number;
  text: string;
  /** When it was written (the order of entries about one day). */
  at: Date;
}

/** Rounds halves away from zero, as PostgreSQL's numeric round() does. */
function roundAway(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  // The data below is chosen so no figure sits on a half, where float noise could tip it.
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-9) throw new Error(`tie at ${value}`);
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** A day without a picked mood: what its words read as, the mean score onto 0..100. */
const wordsMood = (scores: number[]) => (mean(scores) + 1) * 50;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const monthStart = (date: Date, monthsBack: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));

/** The documented windows (services/journal/src/stats-periods.ts), as days from today. */
function windowOf(period: Period, today: Date) {
  const end = dayOf(addDays(today, 1));
  if (period === 'year') {
    return {
      start: dayOf(monthStart(today, 11)),
      previousStart: dayOf(monthStart(today, 23)),
      end,
    };
  }
  const days = period === 'week' ? 7 : 30;
  const start = addDays(today, -(days - 1));
  return { start: dayOf(start), previousStart: dayOf(addDays(start, -days)), end };
}

/** Each day's mood (the mean of its entries' words here), for the days from..until. */
function dayMoods(known: Known[], from: string, until: string): Map<string, number> {
  const scores = new Map<string, number[]>();
  for (const k of known.filter((k) => k.day >= from && k.day < until)) {
    scores.set(k.day, [...(scores.get(k.day) ?? []), k.score]);
  }
  return new Map([...scores].map(([day, values]) => [day, wordsMood(values)]));
}

function expectedStats(known: Known[], period: Period, today: Date) {
  const { start, previousStart, end } = windowOf(period, today);
  const current = dayMoods(known, start, end);
  const previous = dayMoods(known, previousStart, start);
  const currentMood = mean([...current.values()]);
  const previousMood = mean([...previous.values()]);
  const bucket = (day: string) => (period === 'year' ? `${day.slice(0, 7)}-01` : day);
  const buckets = new Map<string, { moods: number[]; entries: number }>();
  for (const [day, mood] of current) {
    const b = buckets.get(bucket(day)) ?? { moods: [], entries: 0 };
    b.moods.push(mood);
    b.entries += known.filter((k) => k.day === day).length;
    buckets.set(bucket(day), b);
  }
  const weekStart = dayOf(addDays(today, -6));
  return {
    today: dayOf(today),
    overallMood: current.size ? roundAway(currentMood) : 0,
    moodBasis: { pickedDays: 0, filledDays: current.size },
    moodTrend:
      current.size && previous.size
        ? roundAway(((currentMood - previousMood) / previousMood) * 100, 1)
        : 0,
    totalEntries: known.length,
    entriesThisWeek: known.filter((k) => k.day >= weekStart && k.day < end).length,
    series: [...buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, { moods, entries }]) => ({
        date,
        mood: roundAway(mean(moods)),
        entries,
        days: moods.length,
        filledDays: moods.length,
      })),
  };
}

/** A stand-in for the news service's daily sentiment over the real transport. */
const newsCalls: { from: string; to: string }[] = [];
let newsDays: { date: string; newsSentiment: number; articles: number; sample: boolean }[] = [];

@Controller()
class StandInNewsController {
  @MessagePattern(NewsPatterns.dailySentiment)
  daily(@Payload() query: { from: string; to: string }) {
    newsCalls.push(query);
    return newsDays;
  }
}

@Module({ controllers: [StandInNewsController] })
class StandInNewsModule {}

describe('journal statistics: GET /api/journal/stats (real PostgreSQL, Redis and models)', () => {
  let stack: JournalStack | undefined;
  let gateway: INestApplication;
  let db: Client;
  let writer: JournalUser;
  let other: JournalUser;
  let today: Date;
  const known: Known[] = [];

  const http = () => request(gateway.getHttpServer());
  const stats = (user: JournalUser, period?: Period) =>
    http()
      .get('/api/journal/stats')
      .query(period ? { period } : {})
      .set('token', user.token);

  async function write(user: JournalUser, text: string, day: Date, score: number): Promise<void> {
    const res = await http()
      .post('/api/journal')
      .set('token', user.token)
      .send({ text: paragraph(text) });
    expect(res.status).toBe(201);
    await db.query('UPDATE journal.entries SET entry_date = $2, score = $3 WHERE id = $1', [
      res.body.id,
      dayOf(day),
      score,
    ]);
    if (user === writer) {
      known.push({ day: dayOf(day), score, text, at: new Date(res.body.createdAt as string) });
    }
  }

  beforeAll(async () => {
    stack = await startJournalStack('journal-stats', { JOURNAL_ENCRYPTION_KEY: newJournalKey() });
    ({ gateway, db } = stack);
    writer = await signUp(gateway);
    other = await signUp(gateway);

    today = new Date(`${dayOf(new Date())}T00:00:00.000Z`);
    const dayBefore = (date: Date) => addDays(date, -1);
    const year = monthStart(today, 11);
    const previousYear = monthStart(today, 23);
    // [day, score]: each period's first day, and the day before it; today twice.
    const plan: [Date, number][] = [
      [today, 0.8312],
      [today, 0.2874],
      [addDays(today, -6), 0.4138],
      [dayBefore(addDays(today, -6)), -0.5721],
      [addDays(today, -13), 0.2356],
      [dayBefore(addDays(today, -13)), -0.9713],
      [addDays(today, -29), 0.6087],
      [dayBefore(addDays(today, -29)), -0.1942],
      [addDays(today, -59), 0.9681],
      [dayBefore(addDays(today, -59)), 0.0734],
      [year, -0.4279],
      [dayBefore(year), 0.5316],
      [previousYear, -0.7742],
      [dayBefore(previousYear), 0.8869],
    ];
    for (const [index, [at, score]] of plan.entries()) {
      await write(writer, `Entry number ${index + 1} of the known set.`, at, score);
    }
    // Someone else's entries never count.
    await write(other, 'Not the writer’s day.', today, -1);
    await write(other, 'Not the writer’s week.', addDays(today, -3), 1);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('without the news service', () => {
    it.each(['week', 'month', 'year'] as const)(
      'period=%s: mood, trend, counts and series computed over the known entries',
      async (period) => {
        const res = await stats(writer, period);
        expect(res.status).toBe(200);
        const expected = expectedStats(known, period, today);
        expect(res.body).toMatchObject({ period, ...expected, newsSeries: [] });
        // The fixture really crosses each boundary: both periods hold entries.
        expect(expected.series.length).toBeGreaterThan(1);
        expect(expected.moodTrend).not.toBe(0);
      },
    );

    it('defaults to the week', async () => {
      const res = await stats(writer);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ period: 'week', ...expectedStats(known, 'week', today) });
    });

    it('reports the newest entries (by their day) as last analysis and recent activity', async () => {
      const res = await stats(writer);
      const { rows } = await db.query(
        `SELECT id, sentiment, emotion, score, created_at, to_char(entry_date, 'YYYY-MM-DD') AS day
         FROM journal.entries
         WHERE user_id = $1 ORDER BY entry_date DESC, created_at DESC, id DESC LIMIT 5`,
        [writer.id],
      );
      expect(res.body.lastAnalysis).toEqual({
        sentiment: rows[0].sentiment,
        emotion: rows[0].emotion,
        date: rows[0].day,
        at: (rows[0].created_at as Date).toISOString(),
      });
      const newestFirst = [...known]
        .sort((a, b) => b.day.localeCompare(a.day) || b.at.getTime() - a.at.getTime())
        .slice(0, 5);
      expect(res.body.recentActivity).toEqual(
        rows.map(
          (
            row: {
              id: string;
              sentiment: string;
              emotion: string;
              score: number;
              created_at: Date;
              day: string;
            },
            i: number,
          ) => ({
            id: row.id,
            date: newestFirst[i].day,
            mood: null,
            sentiment: row.sentiment,
            emotion: row.emotion,
            score: newestFirst[i].score,
            language: 'en',
            excerpt: newestFirst[i].text,
            createdAt: row.created_at.toISOString(),
          }),
        ),
      );
    });

    it('gives zeros and empty series for an empty journal', async () => {
      const empty = await signUp(gateway);
      for (const period of ['week', 'month', 'year'] as const) {
        const res = await stats(empty, period);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          period,
          today: dayOf(today),
          overallMood: 0,
          moodBasis: { pickedDays: 0, filledDays: 0 },
          moodTrend: 0,
          lastAnalysis: null,
          totalEntries: 0,
          entriesThisWeek: 0,
          series: [],
          newsSeries: [],
          recentActivity: [],
        });
      }
    });

    it('answers 400 for an unknown period', async () => {
      const res = await stats(writer, 'decade' as Period);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'period must be week, month or year', statusCode: 400 });
    });
  });

  describe('with the news service', () => {
    let news: INestMicroservice;

    beforeAll(async () => {
      news = await NestFactory.createMicroservice(StandInNewsModule, {
        strategy: new RedisStreamsServer({
          service: 'news',
          redisUrl: process.env.REDIS_URL!,
          prefix: process.env.REDIS_PREFIX!,
        }),
        logger: false,
      });
      await news.listen();
    });

    afterAll(async () => {
      await news?.close();
    });

    it('asks for the period’s days and shows them beside the mood (week: per day), sample news marked', async () => {
      newsDays = [
        { date: dayOf(addDays(today, -6)), newsSentiment: 0.25, articles: 4, sample: false },
        { date: dayOf(today), newsSentiment: -0.125, articles: 8, sample: true },
      ];
      newsCalls.length = 0;
      const res = await stats(writer, 'week');
      expect(res.status).toBe(200);
      expect(newsCalls).toEqual([{ from: dayOf(addDays(today, -6)), to: dayOf(today) }]);
      expect(res.body.newsSeries).toEqual(
        newsDays.map(({ date, newsSentiment, sample }) => ({ date, newsSentiment, sample })),
      );
      expect(res.body.series).toEqual(expectedStats(known, 'week', today).series);
    });

    it('year: asks from the first month and averages each month over its articles', async () => {
      const first = monthStart(today, 11);
      newsDays = [
        { date: dayOf(first), newsSentiment: 0.5, articles: 3, sample: false },
        { date: dayOf(addDays(first, 1)), newsSentiment: -0.5, articles: 1, sample: true },
        { date: dayOf(today), newsSentiment: 0.75, articles: 2, sample: false },
      ];
      newsCalls.length = 0;
      const res = await stats(writer, 'year');
      expect(newsCalls).toEqual([{ from: dayOf(first), to: dayOf(today) }]);
      const expected = [
        // A month with a day of sample articles is sample news.
        { date: dayOf(first), newsSentiment: 0.25, sample: true },
        { date: `${dayOf(today).slice(0, 7)}-01`, newsSentiment: 0.75, sample: false },
      ];
      expect(res.body.newsSeries).toEqual(expected);
    });
  });
});
