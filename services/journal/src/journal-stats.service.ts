import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  JOURNAL_RECENT_ACTIVITY,
  JournalActivity,
  JournalMoodPoint,
  JournalStats,
  JournalStatsRequest,
} from '@sentilog/contracts';
import { Repository } from 'typeorm';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { plainTextOf } from './journal-html';
import { newsSeries } from './news-series';
import { ServiceCalls } from './service-calls';
import { statsWindow, StatsWindow } from './stats-periods';

const EXCERPT_LENGTH = 120;

/** A day's start as a timestamptz literal that does not depend on the session's time zone. */
const utcMidnight = (day: string) => `${day}T00:00:00Z`;

// Mood is the mean sentiment score in [-1, 1] mapped onto 0..100: (mean + 1) * 50. Rounding is
// done on numeric, which rounds halves away from zero (double precision would round to even).
const MOOD = (mean: string) => `round(((${mean} + 1) * 50)::numeric)::int`;

interface SummaryRow {
  total: number;
  this_week: number;
  overall_mood: number | null;
  mood_trend: string | null;
}

/** The Dashboard's figures, computed by PostgreSQL over the user's entries (see stats-periods.ts). */
@Injectable()
export class JournalStatsService {
  constructor(
    @InjectRepository(JournalEntry) private readonly entries: Repository<JournalEntry>,
    private readonly reader: EntryReader,
    private readonly calls: ServiceCalls,
  ) {}

  async stats(request: JournalStatsRequest, now = new Date()): Promise<JournalStats> {
    const window = statsWindow(request.period, now);
    const [summary, series, recent, news] = await Promise.all([
      this.summary(request.userId, window),
      this.series(request.userId, window),
      this.entries.find({
        where: { userId: request.userId },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: JOURNAL_RECENT_ACTIVITY,
      }),
      this.calls.newsDays(window.start, window.today),
    ]);
    const latest = recent[0];
    return {
      period: request.period,
      overallMood: summary.overall_mood ?? 0,
      moodTrend: summary.mood_trend === null ? 0 : Number(summary.mood_trend),
      lastAnalysis: latest
        ? {
            sentiment: latest.sentiment,
            emotion: latest.emotion,
            at: latest.createdAt.toISOString(),
          }
        : null,
      totalEntries: summary.total,
      entriesThisWeek: summary.this_week,
      series,
      newsSeries: newsSeries(news, window),
      recentActivity: recent.map((entry) => this.activity(entry)),
    };
  }

  /**
   * Counts, the period's mood and its trend: the percent change of the mood against the previous
   * period's, to one decimal; 0 when either period has no entries.
   */
  private async summary(userId: string, window: StatsWindow): Promise<SummaryRow> {
    const [row] = (await this.entries.query(
      `WITH periods AS (
         SELECT count(*)::int AS total,
                count(*) FILTER (WHERE created_at >= $2 AND created_at < $4)::int AS this_week,
                avg(score) FILTER (WHERE created_at >= $3 AND created_at < $4) AS current_mean,
                avg(score) FILTER (WHERE created_at >= $5 AND created_at < $3) AS previous_mean
         FROM journal.entries
         WHERE user_id = $1
       )
       SELECT total, this_week,
              ${MOOD('current_mean')} AS overall_mood,
              round(((current_mean - previous_mean) / NULLIF(previous_mean + 1, 0) * 100)::numeric, 1)
                AS mood_trend
       FROM periods`,
      [
        userId,
        ...[window.weekStart, window.start, window.end, window.previousStart].map(utcMidnight),
      ],
    )) as SummaryRow[];
    return row;
  }

  /** One point per day (week, month) or month (year) that has entries, oldest first. */
  private async series(userId: string, window: StatsWindow): Promise<JournalMoodPoint[]> {
    return (await this.entries.query(
      `SELECT to_char(date_trunc('${window.unit}', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date,
              ${MOOD('avg(score)')} AS mood,
              count(*)::int AS entries
       FROM journal.entries
       WHERE user_id = $1 AND created_at >= $2 AND created_at < $3
       GROUP BY 1
       ORDER BY 1`,
      [userId, utcMidnight(window.start), utcMidnight(window.end)],
    )) as JournalMoodPoint[];
  }

  private activity(entry: JournalEntry): JournalActivity {
    const text = plainTextOf(this.reader.html(entry)).replace(/\s+/g, ' ');
    return {
      id: entry.id,
      sentiment: entry.sentiment,
      emotion: entry.emotion,
      score: entry.score,
      excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
      createdAt: entry.createdAt.toISOString(),
    };
  }
}
