import type { EmotionLabel, Explanation, ModelInfo, SentimentLabel } from './analysis-answers';

/** What the journal routes answer (`/api/journal*`). */

export const JOURNAL_PERIODS = ['week', 'month', 'year'] as const;
export type JournalPeriod = (typeof JOURNAL_PERIODS)[number];
export const JOURNAL_EXPORT_FORMATS = ['json', 'pdf'] as const;
/**
 * Longest entry, counted in characters of plain text (the HTML's tags and images do not count);
 * the editor shows a counter as an entry nears it.
 */
export const MAX_JOURNAL_TEXT_LENGTH = 50_000;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

/** The analysis stored with an entry (computed on its plain text). */
export interface JournalAnalysis {
  sentiment: SentimentLabel;
  score: number;
  /** Probability of the label, 0 to 1. */
  confidence: number;
  emotion: EmotionLabel;
  emotions: Record<EmotionLabel, number>;
}

/** `POST /api/journal`. */
export interface JournalEntryCreated extends JournalAnalysis {
  id: string;
  createdAt: string;
}

/**
 * How an entry just written or edited read, and why. Answered by POST and PATCH and never stored:
 * the explanation names the entry's own words, which are kept only encrypted.
 */
export interface JournalReading {
  /** The plain text the models read; the explanation's offsets point into it. */
  text: string;
  /** More often wrong than right at this confidence, or resting on a few words (irony, mixed). */
  uncertain: boolean;
  explanation: Explanation;
  /** The model that read it. */
  model: ModelInfo;
}

/** `POST /api/journal`: the entry and how it read. */
export interface JournalEntryWritten extends JournalEntryCreated {
  reading: JournalReading;
}

/**
 * One entry as the list shows it: its plain text and analysis, not its HTML, whose inline photos
 * can make an entry megabytes (a page of them would be one huge transport reply).
 */
export interface JournalEntrySummary extends JournalEntryCreated {
  text: string;
  updatedAt: string;
}

/** One entry as GET, PATCH and export show it: the summary and the editor HTML. */
export interface JournalEntryView extends JournalEntrySummary {
  html: string;
}

/** `PATCH /api/journal/:id`: the entry as stored now, and how its new text read. */
export interface JournalEntryEdited extends JournalEntryView {
  reading: JournalReading;
}

/** `GET /api/journal`: a page of entries, newest first; `nextCursor` is null on the last page. */
export interface JournalPage {
  entries: JournalEntrySummary[];
  nextCursor: string | null;
}

export interface JournalMoodPoint {
  /** YYYY-MM-DD: the day (week, month) or the first of the month (year). */
  date: string;
  /** Mean sentiment score mapped to 0..100. */
  mood: number;
  entries: number;
}

export interface JournalNewsPoint {
  date: string;
  /** Mean article sentiment score, -1 to 1. */
  newsSentiment: number;
}

export interface JournalLastAnalysis {
  sentiment: SentimentLabel;
  emotion: EmotionLabel;
  at: string;
}

export interface JournalActivity {
  id: string;
  sentiment: SentimentLabel;
  emotion: EmotionLabel;
  score: number;
  /** The start of the entry's plain text. */
  excerpt: string;
  createdAt: string;
}

/** `GET /api/journal/stats`: the Dashboard's cards, its 'Mood Over Time' chart and Recent Activity. */
export interface JournalStats {
  period: JournalPeriod;
  overallMood: number;
  /** Percent change of the mood against the previous period. */
  moodTrend: number;
  lastAnalysis: JournalLastAnalysis | null;
  totalEntries: number;
  entriesThisWeek: number;
  series: JournalMoodPoint[];
  newsSeries: JournalNewsPoint[];
  recentActivity: JournalActivity[];
}
