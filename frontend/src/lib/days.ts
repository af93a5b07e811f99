import { dayIn, MAX_BACKDATE_DAYS, shiftDay } from '@sentilog/contracts/web';

/**
 * The writer's days: the browser's own time zone says which day is today, and the journal stores
 * each entry under the day it is about (docs/architecture.md, "Days and time zones").
 */

/** The browser's IANA time zone ("Europe/Berlin"); UTC where the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today here, YYYY-MM-DD. */
export function today(now = new Date()): string {
  return dayIn(browserTimeZone(), now);
}

/** The earliest day an entry written now may be dated. */
export function earliestEntryDay(now = new Date()): string {
  return shiftDay(today(now), -MAX_BACKDATE_DAYS);
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as people read it: 'Tue, Mar 10, 2026'; 'Today' and 'Yesterday' for those. */
export function formatDay(day: string, now = new Date()): string {
  const here = today(now);
  if (day === here) return 'Today';
  if (day === shiftDay(here, -1)) return 'Yesterday';
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
