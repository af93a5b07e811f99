/**
 * A journal entry's own mood (1–5, chosen by the writer) and activity tags, and the Dashboard's
 * mood insights built from them (`GET /api/journal/insights`). Pure code: the browser imports it
 * for the editor's checks, the contracts' DTOs for the server's.
 */

/** The writer's mood for an entry: 1 (very bad) to 5 (very good). */
export const JOURNAL_MOODS = [1, 2, 3, 4, 5] as const;
export type JournalMood = (typeof JOURNAL_MOODS)[number];
export const MOOD_LABELS: Record<JournalMood, string> = {
  1: 'Very bad',
  2: 'Bad',
  3: 'Okay',
  4: 'Good',
  5: 'Very good',
};

/** Tags one entry may carry, and how long one tag may be. */
export const MAX_ACTIVITIES = 10;
export const MAX_ACTIVITY_LENGTH = 30;
/** A tag once normalised: lowercase letters (any script), digits, single spaces and hyphens. */
export const ACTIVITY_PATTERN =
  /^[\p{Ll}\p{Lo}\p{N}](?:[\p{Ll}\p{Lo}\p{N} -]*[\p{Ll}\p{Lo}\p{N}])?$/u;
/** Offered to every writer; their own tags join these as they use them. */
export const DEFAULT_ACTIVITIES = [
  'sleep',
  'work',
  'exercise',
  'family',
  'friends',
  'news',
  'outdoors',
  'reading',
] as const;

export const JournalMoodMessages = {
  mood: 'mood must be a whole number from 1 (very bad) to 5 (very good)',
  activities: `activities must be a list of at most ${MAX_ACTIVITIES} tags`,
  activity: `Each activity must be 1 to ${MAX_ACTIVITY_LENGTH} characters of letters, digits, spaces or hyphens`,
} as const;

/** A tag as stored: trimmed, lowercase, inner whitespace collapsed to one space. */
export function normaliseActivity(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Whether a normalised tag may be stored. */
export function isValidActivity(tag: string): boolean {
  return tag.length >= 1 && tag.length <= MAX_ACTIVITY_LENGTH && ACTIVITY_PATTERN.test(tag);
}

/**
 * The tags as stored: each normalised, duplicates dropped (first kept, order kept). Anything that
 * is not a list of strings is handed back as it is, for the validator to refuse by name.
 */
export function normaliseActivities(value: unknown): unknown {
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string')) return value;
  return [...new Set(value.map(normaliseActivity))];
}

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  JournalActivityTags,
  JournalAssociation,
  JournalCalendar,
  JournalCalendarDay,
  JournalFactorCount,
  JournalInsights,
  JournalMoodInsights,
  JournalStreaks,
} from '../answers/journal-insights';
