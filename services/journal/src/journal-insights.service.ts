import { Injectable } from '@nestjs/common';
import {
  ArticleOpenedRecord,
  DEFAULT_ACTIVITIES,
  JournalActivityTags,
  JournalInsights,
  JournalInsightsRequest,
} from '@sentilog/contracts';
import { DaySignals, moodInsights, streaks } from './insights';
import { JournalRepository } from './journal.repository';
import { addDays, utcDay } from './stats-periods';

/**
 * The heatmap's days: 26 weeks, today included. The insights look at a year (more days make firmer
 * figures, older ones say less about the writer now); the news articles a user opened are kept
 * exactly as long as the insights use them. All days are UTC days, like the Dashboard's charts:
 * the product keeps no time zone per user.
 */
export const CALENDAR_DAYS = 182;
export const INSIGHT_DAYS = 365;
/** The writer's own tags the editor offers at most. */
export const MAX_SUGGESTED_TAGS = 50;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** The first UTC day of the insights' window, for a day. */
export const insightsFrom = (today: string) => addDays(today, -(INSIGHT_DAYS - 1));

/** The Dashboard's calendar, streaks and mood insights, and the editor's tags, per user. */
@Injectable()
export class JournalInsightsService {
  constructor(private readonly repository: JournalRepository) {}

  async insights(request: JournalInsightsRequest, now = new Date()): Promise<JournalInsights> {
    const today = utcDay(now);
    const calendarFrom = addDays(today, -(CALENDAR_DAYS - 1));
    const from = insightsFrom(today);
    const [entryDays, activityDays, topicDays] = await Promise.all([
      this.repository.entryDays(request.userId),
      this.repository.activityDays(request.userId, from),
      this.repository.topicDays(request.userId, from),
    ]);
    const activities = new Map(activityDays.map((day) => [day.date, day.names]));
    const topics = new Map(topicDays.map((day) => [day.date, day.names]));
    const signals: DaySignals[] = entryDays
      .filter((day) => day.date >= from)
      .map((day) => ({
        date: day.date,
        mood: day.mood,
        activities: activities.get(day.date) ?? [],
        topics: topics.get(day.date) ?? [],
      }));
    return {
      today,
      calendar: {
        from: calendarFrom,
        to: today,
        days: entryDays
          .filter((day) => day.date >= calendarFrom && day.date <= today)
          .map((day) => ({
            date: day.date,
            entries: day.entries,
            mood: day.mood === null ? null : oneDecimal(day.mood),
          })),
      },
      streaks: streaks(
        entryDays.map((day) => day.date),
        today,
      ),
      insights: moodInsights(signals, from),
    };
  }

  /** The writer's own tags, most used first, then the defaults they have not used yet. */
  async activityTags(request: JournalInsightsRequest): Promise<JournalActivityTags> {
    const own = await this.repository.activityTags(request.userId, MAX_SUGGESTED_TAGS);
    return { tags: [...new Set([...own, ...DEFAULT_ACTIVITIES])] };
  }

  /** Keeps a news article the user opened: the insights' topics, and "my news bias" (outlets). */
  async articleOpened(record: ArticleOpenedRecord): Promise<{ recorded: true }> {
    const openedAt = new Date(record.openedAt);
    await this.repository.recordArticleRead(
      {
        userId: record.userId,
        articleId: record.articleId,
        category: record.category.trim() || 'Uncategorised',
        openedAt,
        outlet: record.outlet?.trim() || null,
        outletRating: record.outletRating ?? null,
        sample: record.sample === true,
      },
      insightsFrom(utcDay(openedAt)),
    );
    return { recorded: true };
  }
}
