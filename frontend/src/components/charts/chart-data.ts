import type { JournalPeriod as StatsPeriod, JournalStats } from '@sentilog/contracts/web';

export interface ChartData {
  labels: string[];
  /** The user's mood, 0..100; null on days without entries. */
  mood: (number | null)[];
  /**
   * Whether a point's mood is (in part) what the words read as, on days without a picked mood;
   * false where the writer picked it, or there is no point.
   */
  filled: boolean[];
  /** The news sentiment moved onto the same 0..100 scale; null on days without articles. */
  news: (number | null)[];
  /** The news line is built from sample articles, not real news: the chart says "sample news". */
  newsSample: boolean;
}

/** A news score (-1 to 1) on the mood's 0..100 scale: -1 → 0, 0 → 50, 1 → 100. */
export function newsScoreToPercent(score: number): number {
  const clamped = Math.max(-1, Math.min(1, score));
  return Math.round((clamped + 1) * 50);
}

const formats: Record<StatsPeriod, Intl.DateTimeFormat> = {
  week: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  year: new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
};

/** The label of one point: 'Mon' (week), 'Nov 5' (month), 'Nov 26' (year). */
export function pointLabel(date: string, period: StatsPeriod): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formats[period].format(parsed);
}

/**
 * The dates of a period as the journal service counts them (the writer's days, today included):
 * the last 7 or 30 days, or the first of the current month and the 11 before it.
 */
export function periodDates(period: StatsPeriod, today: Date): string[] {
  if (period === 'year') {
    return Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1))
        .toISOString()
        .slice(0, 10),
    );
  }
  const days = period === 'week' ? 7 : 30;
  return Array.from({ length: days }, (_, i) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1) + i),
    )
      .toISOString()
      .slice(0, 10),
  );
}

/**
 * The 'Mood Over Time' chart's series: every date of the period (and any other date either series
 * has), in order, with the user's mood beside the day's news sentiment and gaps where there is
 * none, so the axis always spans the whole week, month or year. When any news point is built from
 * sample articles the whole line is called sample news.
 */
export function buildChartData(
  stats: Pick<JournalStats, 'series' | 'newsSeries'> & { today?: string },
  period: StatsPeriod,
  today = stats.today ? new Date(`${stats.today}T00:00:00Z`) : new Date(),
): ChartData {
  const mood = new Map(stats.series.map((point) => [point.date, point.mood]));
  const filled = new Set(
    stats.series.filter((point) => (point.filledDays ?? 0) > 0).map((point) => point.date),
  );
  const news = new Map(stats.newsSeries.map((point) => [point.date, point.newsSentiment]));
  const dates = [
    ...new Set([...periodDates(period, today), ...mood.keys(), ...news.keys()]),
  ].sort();
  return {
    labels: dates.map((date) => pointLabel(date, period)),
    mood: dates.map((date) => {
      const value = mood.get(date);
      return typeof value === 'number' ? Math.round(value) : null;
    }),
    filled: dates.map((date) => filled.has(date)),
    news: dates.map((date) => {
      const value = news.get(date);
      return typeof value === 'number' ? newsScoreToPercent(value) : null;
    }),
    newsSample: stats.newsSeries.some((point) => point.sample === true),
  };
}

/** Whether a trend went up, down or nowhere as shown (rounded): a 0% is neither good nor bad. */
export function trendTone(percent: number): 'up' | 'down' | 'flat' {
  const rounded = Number.isFinite(percent) ? Math.round(percent) : 0;
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

/** A trend as a signed percent: '+12%', '-3%', '0%'. */
export function formatTrend(percent: number): string {
  if (!Number.isFinite(percent)) return '0%';
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}
