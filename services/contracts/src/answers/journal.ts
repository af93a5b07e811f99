import { ApiProperty } from '../openapi';
import { type EmotionLabel, type SentimentLabel } from '../web/analysis';
import { JOURNAL_PERIODS, MAX_JOURNAL_TEXT_LENGTH, type JournalPeriod } from '../web/journal';
import { Explanation, ModelInfo } from './analysis';

/** The analysis stored with an entry (computed on its plain text). */
export class JournalAnalysis {
  @ApiProperty({ enum: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] })
  sentiment: SentimentLabel;
  @ApiProperty({ description: 'P(positive) − P(negative), in [-1, 1]', example: 0.62 })
  score: number;
  @ApiProperty({ description: 'Probability of the sentiment label, in [0, 1]', example: 0.8 })
  confidence: number;
  @ApiProperty({ enum: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'] })
  emotion: EmotionLabel;
  @ApiProperty({ example: { joy: 0.7, neutral: 0.2 } })
  emotions: Record<EmotionLabel, number>;
}

/** `POST /api/journal`: what every view of an entry holds. */
export class JournalEntryCreated extends JournalAnalysis {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    enum: [1, 2, 3, 4, 5],
    description: 'the mood the writer chose (1 very bad … 5 very good); null when none',
  })
  mood: number | null;
  @ApiProperty({ type: [String], description: 'activity tags, lowercase', example: ['exercise'] })
  activities: string[];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/**
 * How an entry just written or edited read, and why. Answered by POST and PATCH and never stored:
 * the explanation names the entry's own words, which are kept only encrypted.
 */
export class JournalReading {
  @ApiProperty({
    description: "the plain text the models read; the explanation's offsets point into it",
  })
  text: string;
  /** Irony or a mixed entry can make the reading rest on a few words. */
  @ApiProperty({
    description:
      'more often wrong than right at this confidence, or resting on a few words the rest of the entry contradicts',
  })
  uncertain: boolean;
  @ApiProperty({ type: Explanation, description: 'the words that moved the sentiment most' })
  explanation: Explanation;
  @ApiProperty({ type: ModelInfo, description: 'the model that read it' })
  model: ModelInfo;
}

/** `POST /api/journal`'s answer: the entry and how it read (the reading is not stored). */
export class JournalEntryWritten extends JournalEntryCreated {
  @ApiProperty({ type: JournalReading })
  reading: JournalReading;
}

/**
 * One entry as the list shows it: its plain text and analysis, not its HTML, whose inline photos
 * can make an entry megabytes (a page of them would be one huge transport reply).
 */
export class JournalEntrySummary extends JournalEntryCreated {
  @ApiProperty({
    description: `the plain text the analysis read (at most ${MAX_JOURNAL_TEXT_LENGTH} characters)`,
  })
  text: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** One entry as GET, PATCH and export show it: the summary and the editor HTML. */
export class JournalEntryView extends JournalEntrySummary {
  @ApiProperty({ description: 'the sanitised editor HTML' })
  html: string;
}

/** `PATCH /api/journal/:id`'s answer: the entry as stored now and how its new text read. */
export class JournalEntryEdited extends JournalEntryView {
  @ApiProperty({ type: JournalReading })
  reading: JournalReading;
}

/** `GET /api/journal`: a page of entries, newest first; `nextCursor` is null on the last page. */
export class JournalPage {
  @ApiProperty({ type: [JournalEntrySummary] })
  entries: JournalEntrySummary[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'pass as `before` for the next (older) page; null on the last page',
  })
  nextCursor: string | null;
}

export class JournalMoodPoint {
  /** YYYY-MM-DD: the day (week, month) or the first of the month (year). */
  @ApiProperty({ example: '2026-01-31', description: 'the day (week, month) or month (year)' })
  date: string;
  @ApiProperty({ description: 'mean sentiment score mapped to 0..100', example: 74 })
  mood: number;
  @ApiProperty()
  entries: number;
}

export class JournalNewsPoint {
  @ApiProperty({ example: '2026-01-31' })
  date: string;
  @ApiProperty({ description: 'mean article sentiment score, in [-1, 1]', example: -0.12 })
  newsSentiment: number;
  @ApiProperty({
    description:
      'Built from the project\'s sample articles (shown while no news feed can be read), not from real news: the chart says "sample news"',
  })
  sample: boolean;
}

export class JournalLastAnalysis {
  @ApiProperty({ enum: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] })
  sentiment: SentimentLabel;
  @ApiProperty({ enum: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'] })
  emotion: EmotionLabel;
  @ApiProperty({ format: 'date-time' })
  at: string;
}

export class JournalActivity {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] })
  sentiment: SentimentLabel;
  @ApiProperty({ enum: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'] })
  emotion: EmotionLabel;
  @ApiProperty()
  score: number;
  @ApiProperty({ description: 'the start of the entry, at most 120 characters of plain text' })
  excerpt: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** `GET /api/journal/stats`: the Dashboard's cards, its 'Mood Over Time' chart and Recent Activity. */
export class JournalStats {
  @ApiProperty({ enum: JOURNAL_PERIODS })
  period: JournalPeriod;
  @ApiProperty({ description: "the period's mean sentiment score mapped to 0..100; 0 when empty" })
  overallMood: number;
  @ApiProperty({ description: 'percent change of the mood against the previous period' })
  moodTrend: number;
  @ApiProperty({ type: JournalLastAnalysis, nullable: true })
  lastAnalysis: JournalLastAnalysis | null;
  @ApiProperty()
  totalEntries: number;
  @ApiProperty({ description: 'entries in the last 7 days, today included' })
  entriesThisWeek: number;
  @ApiProperty({ type: [JournalMoodPoint] })
  series: JournalMoodPoint[];
  @ApiProperty({ type: [JournalNewsPoint] })
  newsSeries: JournalNewsPoint[];
  @ApiProperty({ type: [JournalActivity] })
  recentActivity: JournalActivity[];
}
