import type { JournalPeriod } from '@sentilog/contracts';

/**
 * The time windows of GET /api/journal/stats, in the days entries are about; "today" is the
 * writer's today (in the time zone the browser sends; UTC without one):
 *
 * - week:  the last 7 days, today included, one point per day; the previous period is the 7 days
 *          before them.
 * - month: the last 30 days, today included, one point per day; the previous period is the 30
 *          days before them.
 * - year:  the current calendar month and the 11 before it, one point per month (dated the 1st);
 *          the previous period is the 12 calendar months before them.
 *
 * `entriesThisWeek` always counts the week window, whatever the period.
 */
export interface StatsWindow {
  /** Bucket of the chart's series. */
  unit: 'day' | 'month';
  /** First day of the period (inclusive). */
  start: string;
  /** The day after today: the period ends before it. */
  end: string;
  /** First day of the previous period, which ends where this one starts. */
  previousStart: string;
  /** First day of the week window. */
  weekStart: string;
  /** Today, the last day asked of the news service. */
  today: string;
}

const DAYS: Record<Exclude<JournalPeriod, 'year'>, number> = { week: 7, month: 30 };

export function statsWindow(period: JournalPeriod, today: string): StatsWindow {
  const common = { end: addDays(today, 1), weekStart: addDays(today, -6), today };
  if (period === 'year') {
    const thisMonth = `${today.slice(0, 7)}-01`;
    const start = addMonths(thisMonth, -11);
    return { ...common, unit: 'month', start, previousStart: addMonths(start, -12) };
  }
  const days = DAYS[period];
  const start = addDays(today, -(days - 1));
  return { ...common, unit: 'day', start, previousStart: addDays(start, -days) };
}

/** YYYY-MM-DD of `date` in UTC (news days, the article reads' days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

export function addMonths(firstOfMonth: string, months: number): string {
  const date = new Date(`${firstOfMonth}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return utcDay(date);
}
