import type {
  JournalAssociation,
  JournalFactorCount,
  JournalMoodInsights,
  JournalStreaks,
} from '@sentilog/contracts';
import { addDays } from './stats-periods';

/**
 * "What goes with your good and bad days", computed from one user's own days, without claiming
 * more than those days hold:
 *
 * - A day's mood is the mean of the moods the writer chose that day. A day without a chosen mood
 *   takes no part: the text's sentiment is not turned into one, because a model's reading of the
 *   words is not the writer's own verdict on the day, and mixing the two would make the figures
 *   compare different things.
 * - Nothing is compared before MIN_MOOD_DAYS days have a mood, and a factor (an activity tag, or
 *   the category of a news article opened that day) only once it was there on MIN_DAYS_EACH of
 *   them and absent on as many; the rest is listed as too few days, with its counts.
 * - A factor's difference is the mean mood of the days with it minus that of the days without.
 *   Differences under MIN_DIFFERENCE are not reported as good or bad: with a handful of days and
 *   a 1–5 scale, a few tenths is what one unusual day moves.
 * - Every sentence says "on days with … averaged", with the days behind it: an association in the
 *   writer's own journal, never a cause.
 */
export const MIN_MOOD_DAYS = 7;
export const MIN_DAYS_EACH = 3;
export const MIN_DIFFERENCE = 0.3;
/** Factors shown in each of the good and bad lists. */
export const MAX_SHOWN = 5;

/** One day (as entries are dated): its chosen mood (the mean, when several), its tags and the news topics read. */
export interface DaySignals {
  date: string;
  mood: number | null;
  activities: string[];
  topics: string[];
}

type Kind = JournalFactorCount['kind'];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The association's sentence: what the days show, with how many days it rests on. */
export function associationSummary(
  kind: Kind,
  name: string,
  difference: number,
  daysWith: number,
  daysWithout: number,
): string {
  const subject = kind === 'activity' ? `On days with ${name}` : `On days you read ${name} news`;
  const direction = difference >= 0 ? 'higher' : 'lower';
  return `${subject} your mood averaged ${Math.abs(difference).toFixed(1)} ${direction} (${days(daysWith)} with it, ${daysWithout} without).`;
}

/** Compares every activity and topic of the days; see the module's comment for the rules. */
export function moodInsights(signals: DaySignals[], from: string): JournalMoodInsights {
  const moodDays = signals.filter(
    (day): day is DaySignals & { mood: number } => day.mood !== null && day.date >= from,
  );
  const base = {
    from,
    moodDays: moodDays.length,
    minMoodDays: MIN_MOOD_DAYS,
    minDaysEach: MIN_DAYS_EACH,
    minDifference: MIN_DIFFERENCE,
  };
  const factors = new Map<string, { kind: Kind; name: string; moods: number[] }>();
  for (const day of moodDays) {
    const present: [Kind, string][] = [
      ...[...new Set(day.activities)].map((name): [Kind, string] => ['activity', name]),
      ...[...new Set(day.topics)].map((name): [Kind, string] => ['topic', name]),
    ];
    for (const [kind, name] of present) {
      const key = `${kind}:${name}`;
      const factor = factors.get(key) ?? { kind, name, moods: [] };
      factor.moods.push(day.mood);
      factors.set(key, factor);
    }
  }
  const counted = [...factors.values()].map((factor) => ({
    ...factor,
    count: {
      kind: factor.kind,
      name: factor.name,
      daysWith: factor.moods.length,
      daysWithout: moodDays.length - factor.moods.length,
    },
  }));
  const byDaysThenName = (a: JournalFactorCount, b: JournalFactorCount) =>
    b.daysWith - a.daysWith || a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind);

  if (moodDays.length < MIN_MOOD_DAYS) {
    return {
      ...base,
      status: 'too-few-days',
      message: `Too few days to say what goes with your good and bad days: you chose a mood on ${days(moodDays.length)} since ${from}, and insights need at least ${MIN_MOOD_DAYS}.`,
      good: [],
      bad: [],
      noClearDifference: [],
      tooFewDays: counted.map((f) => f.count).sort(byDaysThenName),
    };
  }

  const moodTotal = moodDays.reduce((sum, day) => sum + day.mood, 0);
  const compared: JournalAssociation[] = [];
  const tooFewDays: JournalFactorCount[] = [];
  for (const { moods, count } of counted) {
    if (count.daysWith < MIN_DAYS_EACH || count.daysWithout < MIN_DAYS_EACH) {
      tooFewDays.push(count);
      continue;
    }
    const moodWith = mean(moods);
    const moodWithout = (moodTotal - moods.reduce((sum, v) => sum + v, 0)) / count.daysWithout;
    const difference = oneDecimal(moodWith - moodWithout);
    compared.push({
      ...count,
      moodWith: oneDecimal(moodWith),
      moodWithout: oneDecimal(moodWithout),
      difference,
      summary: associationSummary(
        count.kind,
        count.name,
        difference,
        count.daysWith,
        count.daysWithout,
      ),
    });
  }
  const clear = (a: JournalAssociation) => Math.abs(a.difference) >= MIN_DIFFERENCE;
  const good = compared
    .filter((a) => clear(a) && a.difference > 0)
    .sort((a, b) => b.difference - a.difference || byDaysThenName(a, b));
  const bad = compared
    .filter((a) => clear(a) && a.difference < 0)
    .sort((a, b) => a.difference - b.difference || byDaysThenName(a, b));
  const noClearDifference = compared
    .filter((a) => !clear(a))
    .map(({ kind, name, daysWith, daysWithout }) => ({ kind, name, daysWith, daysWithout }))
    .sort(byDaysThenName);

  const found = good.length + bad.length;
  return {
    ...base,
    status: 'ready',
    message:
      found > 0
        ? `Based on ${days(moodDays.length)} with a mood since ${from}. These are patterns in your own entries, not causes.`
        : `Based on ${days(moodDays.length)} with a mood since ${from}: no activity or news topic goes with a clearly better or worse mood yet.`,
    good: good.slice(0, MAX_SHOWN),
    bad: bad.slice(0, MAX_SHOWN),
    noClearDifference,
    tooFewDays: tooFewDays.sort(byDaysThenName),
  };
}

/**
 * Runs of consecutive days with an entry: the current one ends today, or yesterday while
 * today has no entry yet (a streak is not lost before the day is over); `entryDays` may hold
 * each day once or more, in any order.
 */
export function streaks(entryDays: string[], today: string): JournalStreaks {
  const daySet = new Set(entryDays.filter((day) => day <= today));
  const sorted = [...daySet].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  let current = 0;
  let cursor = daySet.has(today) ? today : addDays(today, -1);
  while (daySet.has(cursor)) {
    current += 1;
    cursor = addDays(cursor, -1);
  }
  return { current, longest, lastEntryDay: sorted.at(-1) ?? null };
}
