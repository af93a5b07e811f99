import { addDays } from './stats-periods';
import { associationSummary, DaySignals, MIN_MOOD_DAYS, moodInsights, streaks } from './insights';

const FROM = '2026-01-01';
const day = (n: number) => addDays(FROM, n);

/**
 * A fixture journal of 14 days with a planted association: exercise on 5 days, each of them a
 * 5 or a 4; the other 9 days a 2 or a 3. Politics news goes with lower days, `work` is on days of
 * every kind (no clear difference), `choir` is there twice (too few days).
 */
const PLANTED: [number, string[], string[]][] = [
  [5, ['exercise', 'work'], []],
  [2, ['work'], ['Politics']],
  [4, ['exercise'], []],
  [3, ['work', 'choir'], []],
  [2, [], ['Politics']],
  [5, ['exercise', 'work'], []],
  [3, ['sleep'], []],
  [2, [], ['Politics']],
  [4, ['exercise', 'choir'], []],
  [3, [], []],
  [2, ['work'], []],
  [5, ['exercise'], ['Science']],
  [3, ['work'], []],
  [3, [], ['Politics']],
];
const planted: DaySignals[] = PLANTED.map(([mood, activities, topics], i) => ({
  date: day(i),
  mood,
  activities,
  topics,
}));

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('moodInsights', () => {
  it('finds the planted activity–mood association and ranks it first, with its days', () => {
    const result = moodInsights(planted, FROM);
    expect(result.status).toBe('ready');
    expect(result.moodDays).toBe(14);
    const moods = PLANTED.map(([mood]) => mood);
    const withExercise = PLANTED.filter(([, a]) => a.includes('exercise')).map(([m]) => m);
    const without = moods.filter((_, i) => !PLANTED[i][1].includes('exercise'));
    const expected = Math.round((mean(withExercise) - mean(without)) * 10) / 10;
    expect(expected).toBeGreaterThan(1);
    expect(result.good[0]).toEqual({
      kind: 'activity',
      name: 'exercise',
      daysWith: 5,
      daysWithout: 9,
      moodWith: Math.round(mean(withExercise) * 10) / 10,
      moodWithout: Math.round(mean(without) * 10) / 10,
      difference: expected,
      summary: `On days with exercise your mood averaged ${expected.toFixed(1)} higher (5 days with it, 9 without).`,
    });
  });

  it('ranks a news topic that goes with lower days among the bad ones, worded as association', () => {
    const result = moodInsights(planted, FROM);
    expect(result.bad.map((a) => [a.kind, a.name])).toEqual([['topic', 'Politics']]);
    expect(result.bad[0].difference).toBeLessThan(0);
    expect(result.bad[0].summary).toMatch(
      /^On days you read Politics news your mood averaged \d\.\d lower \(4 days with it, 10 without\)\.$/,
    );
    expect(result.message).toContain('not causes');
  });

  it('says which factors have too few days and which show no clear difference', () => {
    const result = moodInsights(planted, FROM);
    expect(result.tooFewDays).toEqual([
      { kind: 'activity', name: 'choir', daysWith: 2, daysWithout: 12 },
      { kind: 'topic', name: 'Science', daysWith: 1, daysWithout: 13 },
      { kind: 'activity', name: 'sleep', daysWith: 1, daysWithout: 13 },
    ]);
    expect(result.noClearDifference.map((f) => f.name)).toContain('work');
    const all = [...result.good, ...result.bad].map((a) => a.name);
    expect(all).not.toContain('work');
    expect(all).not.toContain('choir');
  });

  it('answers "too few days" below the minimum of mood days, and compares nothing', () => {
    const few = planted.slice(0, MIN_MOOD_DAYS - 1);
    const result = moodInsights(few, FROM);
    expect(result.status).toBe('too-few-days');
    expect(result.moodDays).toBe(MIN_MOOD_DAYS - 1);
    expect(result.message).toBe(
      `Too few days to say what goes with your good and bad days: you chose a mood on 6 days since ${FROM}, and insights need at least ${MIN_MOOD_DAYS}.`,
    );
    expect(result.good).toEqual([]);
    expect(result.bad).toEqual([]);
    expect(result.tooFewDays.map((f) => f.name)).toContain('exercise');
  });

  it('never invents a mood: days without a chosen mood take no part', () => {
    const withBlankDays: DaySignals[] = [
      ...planted.slice(0, MIN_MOOD_DAYS - 1),
      // Eight more days of exercise, none with a mood: still too few mood days.
      ...Array.from({ length: 8 }, (_, i) => ({
        date: day(20 + i),
        mood: null,
        activities: ['exercise'],
        topics: [],
      })),
    ];
    const result = moodInsights(withBlankDays, FROM);
    expect(result.status).toBe('too-few-days');
    expect(result.moodDays).toBe(MIN_MOOD_DAYS - 1);
    expect(result.tooFewDays.find((f) => f.name === 'exercise')?.daysWith).toBe(3);
  });

  it('leaves out days before the window', () => {
    const result = moodInsights(planted, day(10));
    expect(result.moodDays).toBe(4);
    expect(result.status).toBe('too-few-days');
  });

  it('says when nothing differs clearly', () => {
    const flat: DaySignals[] = Array.from({ length: 10 }, (_, i) => ({
      date: day(i),
      mood: 3,
      activities: i % 2 === 0 ? ['work'] : [],
      topics: [],
    }));
    const result = moodInsights(flat, FROM);
    expect(result.status).toBe('ready');
    expect(result.good).toEqual([]);
    expect(result.bad).toEqual([]);
    expect(result.noClearDifference).toEqual([
      { kind: 'activity', name: 'work', daysWith: 5, daysWithout: 5 },
    ]);
    expect(result.message).toContain('no activity or news topic goes with a clearly');
  });
});

describe('associationSummary', () => {
  it('says one day, and lower for a negative difference', () => {
    expect(associationSummary('activity', 'work', -0.5, 1, 3)).toBe(
      'On days with work your mood averaged 0.5 lower (1 day with it, 3 without).',
    );
  });
});

describe('streaks', () => {
  const today = '2026-03-10';
  it('counts the current run through yesterday when today has no entry yet, and the longest', () => {
    const entryDays = [
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-09',
    ];
    expect(streaks(entryDays, today)).toEqual({
      current: 3,
      longest: 4,
      lastEntryDay: '2026-03-09',
    });
  });

  it('includes today, crosses month ends, and is 0 after a missed day', () => {
    expect(streaks(['2026-02-28', '2026-03-01', '2026-03-02'], '2026-03-02').current).toBe(3);
    expect(streaks(['2026-03-07', '2026-03-08'], today)).toEqual({
      current: 0,
      longest: 2,
      lastEntryDay: '2026-03-08',
    });
    expect(streaks([], today)).toEqual({ current: 0, longest: 0, lastEntryDay: null });
  });
});
