/** `GET /api/journal/stats?period=` as the journal service answers it. */
export type StatsPeriod = 'week' | 'month' | 'year';

export const STATS_PERIODS: readonly StatsPeriod[] = ['week', 'month', 'year'];

export interface MoodPoint {
  /** YYYY-MM-DD: the day (week, month) or the first of the month (year). */
  date: string;
  /** Mean sentiment score mapped to 0..100. */
  mood: number;
  entries: number;
}

export interface NewsPoint {
  date: string;
  /** Mean article sentiment score, -1 to 1. */
  newsSentiment: number;
}

export interface Activity {
  id: string;
  sentiment: string;
  emotion: string;
  score: number;
  /** The start of the entry's plain text. */
  excerpt: string;
  createdAt: string;
}

export interface JournalStats {
  period: StatsPeriod;
  overallMood: number;
  /** Percent change of the mood against the previous period. */
  moodTrend: number;
  lastAnalysis: { sentiment: string; emotion: string; at: string } | null;
  totalEntries: number;
  entriesThisWeek: number;
  series: MoodPoint[];
  newsSeries: NewsPoint[];
  recentActivity: Activity[];
}

export type ExportFormat = 'json' | 'pdf';
