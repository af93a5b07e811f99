import { Injectable } from '@nestjs/common';
import {
  ArticleOpenedRecord,
  DEFAULT_ACTIVITIES,
  dayIn,
  JournalActivitiesRequest,
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
 * exactly as long as the insights use them. Entries count on the day they are about; today is the
 * writer's today in the time zone the browser sends (UTC without one). The article reads keep UTC
 * days: they are recorded by the gateway, which knows no zone.
 */
export const CALENDAR_DAYS = 182;
export const INSIGHT_DAYS = 365;
/** The writer's own tags the editor offers at most. */
export const MAX_SUGGESTED_TAGS = 50;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/**
 * What a day's words read as, on the moods' 1–5 scale: the mean score in [-1, 1] onto 1..5, so a
 * calendar day without a picked mood can be shaded (marked as the words', never as a mood).
 */
export const wordsOnMoodScale = (score: number) => oneDecimal(3 + 2 * score);
/** The first UTC day of the insights' window, for a day. */
export const insightsFrom = (today: string) => addDays(today, -(INSIGHT_DAYS - 1));

/** The Dashboard's calendar, streaks and mood insights, and the editor's tags, per user. */
@Injectable()
export class JournalInsightsService {
  constructor(private readonly repository: JournalRepository) {}

  async insights(request: JournalInsightsRequest, now = new Date()): Promise<JournalInsights> {
    const today = dayIn(request.timeZone ?? 'UTC', now);
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
      .filter((day) => day.date >= from && day.date <= today)
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
            wordsMood: day.mood === null && day.words !== null ? wordsOnMoodScale(day.words) : null,
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
  async activityTags(request: JournalActivitiesRequest): Promise<JournalActivityTags> {
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
