/**
 * The day an entry is about, and the writer's time zone, which says what "today" is for them.
 * The product keeps no time zone per account: the browser sends its own (an IANA name) with the
 * requests that need today (writing an entry, the Dashboard's figures), and a reminder stores the
 * zone it was set in. docs/architecture.md ("Days and time zones") gives the rules. Pure code: the
 * browser imports it for the date picker, the DTOs and the journal service for their checks.
 */

/** How far back an entry may be dated: a year, counted in the writer's days. */
export const MAX_BACKDATE_DAYS = 365;

export const JournalDayMessages = {
  date: 'date must be a real calendar day as YYYY-MM-DD',
  future: 'date cannot be in the future: choose today or an earlier day',
  tooOld: `date can be at most a year back (${MAX_BACKDATE_DAYS} days before today)`,
  timeZone: 'timeZone must be an IANA time zone such as Europe/Berlin or America/New_York',
} as const;

/** A YYYY-MM-DD that the calendar has (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether `zone` is an IANA time zone name this runtime knows ("Europe/Berlin", "UTC"). Offsets
 * ("+02:00") and abbreviations ("CET" aside, which IANA lists) are refused by the same test.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `zone`. */
export function dayIn(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days an entry written at `now` may be dated: the writer's today and the year before it.
 * Without the writer's zone, the widest the Earth allows: up to today in the first zone to reach
 * it (UTC+14) and back from today in the last (UTC−12).
 */
export function entryDayBounds(now: Date, timeZone?: string): { earliest: string; latest: string } {
  if (timeZone) {
    const today = dayIn(timeZone, now);
    return { earliest: shiftDay(today, -MAX_BACKDATE_DAYS), latest: today };
  }
  return {
    earliest: shiftDay(dayIn('Etc/GMT+12', now), -MAX_BACKDATE_DAYS),
    latest: dayIn('Etc/GMT-14', now),
  };
}

/** Why `day` cannot date an entry written at `now`, or null when it can. */
export function entryDayProblem(day: string, now: Date, timeZone?: string): string | null {
  if (!isCalendarDay(day)) return JournalDayMessages.date;
  const { earliest, latest } = entryDayBounds(now, timeZone);
  if (day > latest) return JournalDayMessages.future;
  if (day < earliest) return JournalDayMessages.tooOld;
  return null;
}
