import type { MoodCalendarData } from '../api/types';

/**
 * A heatmap cell's value: the day's mean chosen mood (1–5), or 0 for a day with entries but no
 * mood chosen (drawn grey: written, mood not given).
 */
export const NO_MOOD = 0;

/** A heatmap cell: a picked mood's day, or a day whose words fill in (drawn faded). */
export type CalendarCell =
  [string, number] | { value: [string, number]; words: true; itemStyle: { opacity: number } };

/** How faded a day coloured by its words is: plainly not a picked mood, still readable. */
export const WORDS_OPACITY = 0.45;

/**
 * The heatmap's cells for every day with entries: `[day, mood]` for a picked mood, the words'
 * reading faded for a day without one, `[day, NO_MOOD]` for neither.
 */
export function calendarCells(calendar: MoodCalendarData): CalendarCell[] {
  return calendar.days.map((day) =>
    day.mood === null && day.wordsMood !== null && day.wordsMood !== undefined
      ? { value: [day.date, day.wordsMood], words: true, itemStyle: { opacity: WORDS_OPACITY } }
      : [day.date, day.mood ?? NO_MOOD],
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the heatmap shows, in words, for a screen reader (and the test of it). */
export function describeCalendar(calendar: MoodCalendarData): string {
  const written = calendar.days.length;
  const withMood = calendar.days.filter((day) => day.mood !== null).length;
  if (written === 0) {
    return `Calendar from ${calendar.from} to ${calendar.to}: no entries yet.`;
  }
  const fromWords = calendar.days.filter(
    (day) => day.mood === null && day.wordsMood != null,
  ).length;
  return `Calendar from ${calendar.from} to ${calendar.to}: ${plural(written, 'day')} with entries, ${withMood} of them with a mood chosen, ${fromWords} coloured by what the words read as.`;
}
