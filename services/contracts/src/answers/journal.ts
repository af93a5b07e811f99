import { ApiProperty } from '../openapi';
import { SENTIMENT_LABELS, type EmotionLabel, type SentimentLabel } from '../web/analysis';
import { JOURNAL_PERIODS, MAX_JOURNAL_TEXT_LENGTH, type JournalPeriod } from '../web/journal';
import { Explanation, ModelInfo } from './analysis';

const EMOTIONS = ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'];

/** The analysis of an entry's words (computed on its plain text). */
export class JournalAnalysis {
  @ApiProperty({
    enum: SENTIMENT_LABELS,
    description: 'MIXED: strong positive and strong negative parts',
  })
  sentiment: SentimentLabel;
  @ApiProperty({ description: 'P(positive) − P(negative), in [-1, 1]', example: 0.62 })
  score: number;
  @ApiProperty({ description: 'Probability of the sentiment label, in [0, 1]', example: 0.8 })
  confidence: number;
  @ApiProperty({ enum: EMOTIONS })
  emotion: EmotionLabel;
  @ApiProperty({ example: { joy: 0.7, neutral: 0.2 } })
  emotions: Record<EmotionLabel, number>;
  @ApiProperty({
    description:
      "How much feeling the entry carries either way, in [0, 1] (the analysis answer's magnitude)",
    example: 0.6,
  })
  magnitude: number;
  @ApiProperty({
    description: 'Positive wording over a negative situation: possibly irony or sarcasm',
  })
  ironic: boolean;
  @ApiProperty({
    description:
      "ISO 639-1 code of the entry's language ('und': too short to tell). For any language but English the reading carries no label (NEUTRAL, confidence 0)",
    example: 'en',
  })
  language: string;
}

/**
 * `POST /api/journal`: what every view of an entry holds. The analysis fields are what the words
 * read as, null for an entry that is a mood alone; `mood` is the writer's own.
 */
export class JournalEntryCreated {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({
    example: '2026-03-14',
    description: "the day the entry is about (YYYY-MM-DD, the writer's own calendar day)",
  })
  date: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    enum: [1, 2, 3, 4, 5],
    description: 'the mood the writer chose (1 very bad … 5 very good); null when none',
  })
  mood: number | null;
  @ApiProperty({ type: [String], description: 'activity tags, lowercase', example: ['exercise'] })
  activities: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    enum: SENTIMENT_LABELS,
    description:
      'what the words read as (MIXED: strong positive and strong negative parts); null for a mood without words',
  })
  sentiment: SentimentLabel | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'P(positive) − P(negative), in [-1, 1]; null without words',
    example: 0.62,
  })
  score: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Probability of the sentiment label, in [0, 1]; null without words',
    example: 0.8,
  })
  confidence: number | null;
  @ApiProperty({ type: String, nullable: true, enum: EMOTIONS })
  emotion: EmotionLabel | null;
  @ApiProperty({ type: Object, nullable: true, example: { joy: 0.7, neutral: 0.2 } })
  emotions: Record<EmotionLabel, number> | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'How much feeling the words carry either way, in [0, 1]; null without words',
    example: 0.6,
  })
  magnitude: number | null;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      'Positive wording over a negative situation: possibly irony or sarcasm; null without words',
  })
  ironic: boolean | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "ISO 639-1 code of the words' language ('und': too short to tell); for any but English no label is read (NEUTRAL, confidence 0); null without words",
    example: 'en',
  })
  language: string | null;
  @ApiProperty({ format: 'date-time', description: 'when it was written' })
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
  @ApiProperty({ type: JournalReading, nullable: true, description: 'null for a mood alone' })
  reading: JournalReading | null;
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

/**
 * `PATCH /api/journal/:id`'s answer: the entry as stored now and how its new text read; `reading`
 * is null when the edit left the words as they were, or there are none.
 */
export class JournalEntryEdited extends JournalEntryView {
  @ApiProperty({ type: JournalReading, nullable: true })
  reading: JournalReading | null;
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

/**
 * One point of 'Mood Over Time': a day (week, month) or a month (year). A day's mood is the mean
 * of the moods the writer picked that day; a day without one takes what its words read as,
 * counted in `filledDays`; a month's is the mean of its days'.
 */
export class JournalMoodPoint {
  @ApiProperty({ example: '2026-01-31', description: 'the day (week, month) or month (year)' })
  date: string;
  @ApiProperty({
    description:
      'mood on 0..100: picked moods 1..5 as 0, 25, 50, 75, 100; words (score −1..1) as 0..100',
    example: 75,
  })
  mood: number;
  @ApiProperty()
  entries: number;
  @ApiProperty({ description: 'days of the point with entries' })
  days: number;
  @ApiProperty({
    description: 'days of the point without a picked mood, whose mood is what their words read as',
  })
  filledDays: number;
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

/** What the newest entry with words read as. */
export class JournalLastAnalysis {
  @ApiProperty({ enum: SENTIMENT_LABELS })
  sentiment: SentimentLabel;
  @ApiProperty({ enum: EMOTIONS })
  emotion: EmotionLabel;
  @ApiProperty({ example: '2026-01-31', description: 'the day that entry is about' })
  date: string;
  @ApiProperty({ format: 'date-time' })
  at: string;
}

export class JournalActivity {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: '2026-01-31', description: 'the day the entry is about' })
  date: string;
  @ApiProperty({ type: Number, nullable: true, enum: [1, 2, 3, 4, 5] })
  mood: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: SENTIMENT_LABELS,
    description: 'null without words',
  })
  sentiment: SentimentLabel | null;
  @ApiProperty({ type: String, nullable: true, enum: EMOTIONS })
  emotion: EmotionLabel | null;
  @ApiProperty({ type: Number, nullable: true })
  score: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "ISO 639-1 code of the words' language; no label is read for any but English; null without words",
    example: 'en',
  })
  language: string | null;
  @ApiProperty({ description: 'the start of the entry, at most 120 characters of plain text' })
  excerpt: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** Where the period's mood comes from: picked moods, and days filled in from the words. */
export class JournalMoodBasis {
  @ApiProperty({ description: 'days of the period with a picked mood' })
  pickedDays: number;
  @ApiProperty({ description: 'days of the period without one, whose words filled in' })
  filledDays: number;
}

/** `GET /api/journal/stats`: the Dashboard's cards, its 'Mood Over Time' chart and Recent Activity. */
export class JournalStats {
  @ApiProperty({ enum: JOURNAL_PERIODS })
  period: JournalPeriod;
  @ApiProperty({ description: 'the last day of the period: today in the writer’s time zone' })
  today: string;
  @ApiProperty({
    description:
      "the period's mood, 0..100: the mean of its days' moods (picked, else what the words read as); 0 when empty",
  })
  overallMood: number;
  @ApiProperty({ type: JournalMoodBasis })
  moodBasis: JournalMoodBasis;
  @ApiProperty({ description: 'percent change of the mood against the previous period' })
  moodTrend: number;
  @ApiProperty({ type: JournalLastAnalysis, nullable: true })
  lastAnalysis: JournalLastAnalysis | null;
  @ApiProperty()
  totalEntries: number;
  @ApiProperty({ description: 'entries about the last 7 days, today included' })
  entriesThisWeek: number;
  @ApiProperty({ type: [JournalMoodPoint] })
  series: JournalMoodPoint[];
  @ApiProperty({ type: [JournalNewsPoint] })
  newsSeries: JournalNewsPoint[];
  @ApiProperty({ type: [JournalActivity] })
  recentActivity: JournalActivity[];
}
