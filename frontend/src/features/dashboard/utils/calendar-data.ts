import type { MoodCalendarData } from '../api/types';

/**
 * A heatmap cell's value: the day's mean chosen mood (1–5), or 0 for a day with entries but no
 * mood chosen (drawn grey: written, mood not given).
 */
export const NO_MOOD = 0;

/** The heatmap's cells: `[day, value]` for every day with entries. */
export function calendarCells(calendar: MoodCalendarData): [string, number][] {
  return calendar.days.map((day) => [day.date, day.mood ?? NO_MOOD]);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the heatmap shows, in words, for a screen reader (and the test of it). */
export function describeCalendar(calendar: MoodCalendarData): string {
  const written = calendar.days.length;
  const withMood = calendar.days.filter((day) => day.mood !== null).length;
  if (written === 0) {
    return `Calendar from ${calendar.from} to ${calendar.to}: no entries yet.`;
  }
  return `Calendar from ${calendar.from} to ${calendar.to}: ${plural(written, 'day')} with entries, ${withMood} of them with a mood chosen.`;
}
