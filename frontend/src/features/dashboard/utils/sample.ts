import type { Activity, JournalStats, MoodPoint, NewsPoint, StatsPeriod } from '../api/types';

/**
 * The spec's hard-coded dashboard figures (section 9): mood 82/100, trend 12% over 7 days,
 * 124 entries, +7 this week. Shown, labelled as a sample, until the visitor has entries of their own.
 */
export const sampleFigures = {
  overallMood: 82,
  moodTrend: 12,
  totalEntries: 124,
  entriesThisWeek: 7,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function day(offset: number, today: Date): string {
  return new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** A gentle, fixed wave, so the sample chart looks like data without being random. */
function wave(i: number, base: number, amplitude: number): number {
  return Math.round(base + amplitude * Math.sin(i * 0.9) + (amplitude / 2) * Math.cos(i * 0.37));
}

function sampleSeries(
  period: StatsPeriod,
  today: Date,
): { series: MoodPoint[]; news: NewsPoint[] } {
  const count = period === 'week' ? 7 : period === 'month' ? 30 : 12;
  const dates =
    period === 'year'
      ? Array.from({ length: count }, (_, i) => {
          const month = new Date(
            Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - i), 1),
          );
          return month.toISOString().slice(0, 10);
        })
      : Array.from({ length: count }, (_, i) => day(i - (count - 1), today));
  return {
    series: dates.map((date, i) => ({
      date,
      mood: wave(i, 74, 9),
      entries: 1 + (i % 3),
      days: 1,
      filledDays: 0,
    })),
    // Made-up figures, not news: the chart calls its news line sample news.
    news: dates.map((date, i) => ({
      date,
      newsSentiment: wave(i + 2, 10, 22) / 100,
      sample: true,
    })),
  };
}

const sampleActivity: Omit<Activity, 'createdAt' | 'date'>[] = [
  {
    id: 'sample-1',
    mood: 5,
    sentiment: 'POSITIVE',
    emotion: 'joy',
    language: 'en',
    score: 0.8,
    excerpt: 'Finished the project a day early and celebrated with the team over lunch.',
  },
  {
    id: 'sample-2',
    mood: 3,
    sentiment: 'NEUTRAL',
    emotion: 'neutral',
    language: 'en',
    score: 0.05,
    excerpt: 'A quiet day of errands. Read the news over coffee and went for a short walk.',
  },
  {
    id: 'sample-3',
    mood: 2,
    sentiment: 'NEGATIVE',
    emotion: 'sadness',
    language: 'en',
    score: -0.6,
    excerpt: 'Missed the train and the rain did not stop all afternoon.',
  },
];

/** The whole sample in the shape of a real answer, for the period asked. */
export function sampleStats(period: StatsPeriod, today = new Date()): JournalStats {
  const { series, news } = sampleSeries(period, today);
  const hoursAgo = (hours: number) => new Date(today.getTime() - hours * 3_600_000).toISOString();
  return {
    period,
    today: day(0, today),
    ...sampleFigures,
    moodBasis: { pickedDays: 7, filledDays: 0 },
    lastAnalysis: {
      sentiment: 'POSITIVE',
      emotion: 'joy',
      date: hoursAgo(2).slice(0, 10),
      at: hoursAgo(2),
    },
    series,
    newsSeries: news,
    recentActivity: sampleActivity.map((item, i) => ({
      ...item,
      date: hoursAgo(2 + i * 26).slice(0, 10),
      createdAt: hoursAgo(2 + i * 26),
    })),
  };
}
