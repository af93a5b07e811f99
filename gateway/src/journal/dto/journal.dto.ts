import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import * as contracts from '@sentilog/contracts';
import {
  EmotionLabel,
  JOURNAL_EXPORT_FORMATS,
  JOURNAL_PAGE_SIZE,
  JOURNAL_PERIODS,
  JournalPeriod,
  MAX_JOURNAL_PAGE_SIZE,
  MAX_JOURNAL_TEXT_LENGTH,
  SentimentLabel,
} from '@sentilog/contracts';
import { documentProperties } from '../../common/document-properties';
import { Explanation, ModelInfo } from '@sentilog/contracts';

// The journal API's request and response classes as the OpenAPI document shows them, under the names
// of @sentilog/contracts. Request classes extend the contracts' classes, which keep the validation;
// response classes document the contracts' answer types and implement them, so the compiler
// catches any drift between the two. Only the gateway depends on Swagger.

/** What the journal editor posts: the spec's `{text}`, HTML from the editor. */
export class JournalTextDto extends contracts.JournalTextDto {}
documentProperties(JournalTextDto, {
  text: ApiProperty({
    example: '<p>Today was <strong>good</strong>.</p>',
    description: `HTML from the editor; at most ${MAX_JOURNAL_TEXT_LENGTH} characters of plain text`,
  }),
});

/** GET /api/journal: newest first; `before` is the previous page's nextCursor. */
export class JournalListQuery extends contracts.JournalListQuery {}
documentProperties(JournalListQuery, {
  before: ApiPropertyOptional({ description: 'nextCursor of the previous page' }),
  limit: ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_JOURNAL_PAGE_SIZE,
    default: JOURNAL_PAGE_SIZE,
  }),
  from: ApiPropertyOptional({ example: '2026-01-01', description: 'first UTC day, inclusive' }),
  to: ApiPropertyOptional({ example: '2026-01-31', description: 'last UTC day, inclusive' }),
});

export class JournalStatsQuery extends contracts.JournalStatsQuery {}
documentProperties(JournalStatsQuery, {
  period: ApiPropertyOptional({ enum: JOURNAL_PERIODS, default: 'week' }),
});

export class JournalExportQuery extends contracts.JournalExportQuery {}
documentProperties(JournalExportQuery, {
  format: ApiPropertyOptional({ enum: JOURNAL_EXPORT_FORMATS, default: 'json' }),
});

/** The analysis stored with an entry (computed on its plain text). */
export class JournalAnalysis implements contracts.JournalAnalysis {
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

/** POST /api/journal's answer. */
export class JournalEntryCreated extends JournalAnalysis implements contracts.JournalEntryCreated {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class JournalReading implements contracts.JournalReading {
  @ApiProperty({
    description: "the plain text the models read; the explanation's offsets point into it",
  })
  text: string;
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

/** POST /api/journal's answer: the entry and how it read (the reading is not stored). */
export class JournalEntryWritten
  extends JournalEntryCreated
  implements contracts.JournalEntryWritten
{
  @ApiProperty({ type: JournalReading })
  reading: JournalReading;
}

/**
 * One entry as the list shows it: its plain text and analysis, not its HTML, whose inline photos
 * can make an entry megabytes (a page of them would be one huge transport reply).
 */
export class JournalEntrySummary
  extends JournalEntryCreated
  implements contracts.JournalEntrySummary
{
  @ApiProperty({
    description: `the plain text the analysis read (at most ${MAX_JOURNAL_TEXT_LENGTH} characters)`,
  })
  text: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** One entry as GET, PATCH and export show it: the summary and the editor HTML. */
export class JournalEntryView extends JournalEntrySummary implements contracts.JournalEntryView {
  @ApiProperty({ description: 'the sanitised editor HTML' })
  html: string;
}

/** PATCH /api/journal/:id's answer: the entry as stored now and how its new text read. */
export class JournalEntryEdited extends JournalEntryView implements contracts.JournalEntryEdited {
  @ApiProperty({ type: JournalReading })
  reading: JournalReading;
}

export class JournalPage implements contracts.JournalPage {
  @ApiProperty({ type: [JournalEntrySummary] })
  entries: JournalEntrySummary[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'pass as `before` for the next (older) page; null on the last page',
  })
  nextCursor: string | null;
}

export class JournalMoodPoint implements contracts.JournalMoodPoint {
  @ApiProperty({ example: '2026-01-31', description: 'the day (week, month) or month (year)' })
  date: string;
  @ApiProperty({ description: 'mean sentiment score mapped to 0..100', example: 74 })
  mood: number;
  @ApiProperty()
  entries: number;
}

export class JournalNewsPoint implements contracts.JournalNewsPoint {
  @ApiProperty({ example: '2026-01-31' })
  date: string;
  @ApiProperty({ description: 'mean article sentiment score, in [-1, 1]', example: -0.12 })
  newsSentiment: number;
}

export class JournalLastAnalysis implements contracts.JournalLastAnalysis {
  @ApiProperty({ enum: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] })
  sentiment: SentimentLabel;
  @ApiProperty({ enum: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'] })
  emotion: EmotionLabel;
  @ApiProperty({ format: 'date-time' })
  at: string;
}

export class JournalActivity implements contracts.JournalActivity {
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

/** GET /api/journal/stats: the Dashboard's cards, its 'Mood Over Time' chart and Recent Activity. */
export class JournalStats implements contracts.JournalStats {
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
