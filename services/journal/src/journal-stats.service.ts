import { Injectable } from '@nestjs/common';
import {
  dayIn,
  JOURNAL_RECENT_ACTIVITY,
  JournalActivity,
  JournalStats,
  JournalStatsRequest,
} from '@sentilog/contracts';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { JournalRepository } from './journal.repository';
import { plainTextOf } from './journal-html';
import { newsSeries } from './news-series';
import { ServiceCalls } from './service-calls';
import { statsWindow } from './stats-periods';

const EXCERPT_LENGTH = 120;

/**
 * The Dashboard's figures, computed by PostgreSQL over the user's entries by the days they are
 * about, in windows ending on the writer's today (see stats-periods.ts).
 */
@Injectable()
export class JournalStatsService {
  constructor(
    private readonly repository: JournalRepository,
    private readonly reader: EntryReader,
    private readonly calls: ServiceCalls,
  ) {}

  async stats(request: JournalStatsRequest, now = new Date()): Promise<JournalStats> {
    const window = statsWindow(request.period, dayIn(request.timeZone ?? 'UTC', now));
    const [summary, series, recent, [latestWords], news] = await Promise.all([
      this.repository.moodSummary(request.userId, window),
      this.repository.moodSeries(request.userId, window),
      this.repository.latest(request.userId, JOURNAL_RECENT_ACTIVITY),
      this.repository.latest(request.userId, 1, { withWords: true }),
      this.calls.newsDays(window.start, window.today),
    ]);
    return {
      period: request.period,
      today: window.today,
      overallMood: summary.overall_mood ?? 0,
      moodBasis: { pickedDays: summary.picked_days, filledDays: summary.filled_days },
      moodTrend: summary.mood_trend === null ? 0 : Number(summary.mood_trend),
      lastAnalysis:
        latestWords?.sentiment && latestWords.emotion
          ? {
              sentiment: latestWords.sentiment,
              emotion: latestWords.emotion,
              date: latestWords.entryDate,
              at: latestWords.createdAt.toISOString(),
            }
          : null,
      totalEntries: summary.total,
      entriesThisWeek: summary.this_week,
      series,
      newsSeries: newsSeries(news, window),
      recentActivity: recent.map((entry) => this.activity(entry)),
    };
  }

  private activity(entry: JournalEntry): JournalActivity {
    const text = plainTextOf(this.reader.html(entry)).replace(/\s+/g, ' ');
    return {
      id: entry.id,
      date: entry.entryDate,
      mood: entry.mood,
      sentiment: entry.sentiment,
      emotion: entry.emotion,
      score: entry.score,
      language: entry.language,
      excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
      createdAt: entry.createdAt.toISOString(),
    };
  }
}
