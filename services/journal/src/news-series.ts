import type { DailyNewsSentiment, JournalNewsPoint } from '@sentilog/contracts';
import type { StatsWindow } from './stats-periods';

/**
 * The news service's days inside the window, in the series' buckets: days as they are; months as
 * the article-weighted mean of their days (the mean over all of the month's articles). A point is
 * sample news when any of its days holds the project's sample articles.
 */
export function newsSeries(days: DailyNewsSentiment[], window: StatsWindow): JournalNewsPoint[] {
  const buckets = new Map<string, { sum: number; articles: number; sample: boolean }>();
  for (const day of days) {
    if (typeof day?.date !== 'string' || !Number.isFinite(day.newsSentiment)) continue;
    if (day.date < window.start || day.date > window.today) continue;
    const key = window.unit === 'month' ? `${day.date.slice(0, 7)}-01` : day.date.slice(0, 10);
    const weight = Number.isFinite(day.articles) && day.articles > 0 ? day.articles : 1;
    const bucket = buckets.get(key) ?? { sum: 0, articles: 0, sample: false };
    bucket.sum += day.newsSentiment * weight;
    bucket.articles += weight;
    bucket.sample ||= day.sample === true;
    buckets.set(key, bucket);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { sum, articles, sample }]) => ({
      date,
      newsSentiment: Math.round((sum / articles) * 1000) / 1000,
      sample,
    }));
}
