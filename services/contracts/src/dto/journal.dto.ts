import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { EmotionLabel, SentimentLabel } from './analysis.dto';

/** Longest entry, counted in characters of plain text (the HTML's tags and images do not count). */
export const MAX_JOURNAL_TEXT_LENGTH = 50_000;
/** Entries per page of GET /api/journal when no limit is asked for, and the most one page holds. */
export const JOURNAL_PAGE_SIZE = 20;
export const MAX_JOURNAL_PAGE_SIZE = 100;
/** Newest entries in the Dashboard's Recent Activity list. */
export const JOURNAL_RECENT_ACTIVITY = 5;

export const JOURNAL_PERIODS = ['week', 'month', 'year'] as const;
export type JournalPeriod = (typeof JOURNAL_PERIODS)[number];
export const JOURNAL_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

export const JournalMessages = {
  /** The spec's words for every journal call made without a valid token. */
  loginRequired: 'Please login to write your journal or log mood',
  blank: 'Write something before saving your journal entry',
  tooLong: `Journal entries are limited to ${MAX_JOURNAL_TEXT_LENGTH.toLocaleString('en-US')} characters of text. Please shorten this entry or split it in two.`,
  notFound: 'Journal entry not found',
  invalidId: 'Invalid journal entry id',
  invalidCursor: 'Invalid paging cursor: use the nextCursor of the previous page',
  /** The stored text cannot be read with the configured keys: never shown as garbage. */
  undecryptable:
    'This journal entry could not be decrypted: the server does not have the key it was encrypted with',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (field: string) => `${field} must be a date as YYYY-MM-DD`;
const REAL_DAY_MESSAGE = (field: string) => `${field} must be a real calendar date as YYYY-MM-DD`;
/** Strict ISO 8601 rejects days the calendar lacks (2026-02-30, month 13), which the SQL would not. */
const CALENDAR_DAY = { strict: true, strictSeparator: true } as const;

/** What the journal editor posts: the spec's `{text}`, HTML from the editor. */
export class JournalTextDto {
  @ApiProperty({
    example: '<p>Today was <strong>good</strong>.</p>',
    description: `HTML from the editor; at most ${MAX_JOURNAL_TEXT_LENGTH} characters of plain text`,
  })
  @IsString({ message: 'text must be text' })
  @IsDefined({ message: 'text is required' })
  text: string;
}

/** GET /api/journal: newest first; `before` is the previous page's nextCursor. */
export class JournalListQuery {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @MaxLength(200, { message: JournalMessages.invalidCursor })
  @IsString({ message: JournalMessages.invalidCursor })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_JOURNAL_PAGE_SIZE, default: JOURNAL_PAGE_SIZE })
  @IsOptional()
  @Max(MAX_JOURNAL_PAGE_SIZE, { message: `limit must be at most ${MAX_JOURNAL_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'first UTC day, inclusive' })
  @IsOptional()
  @IsISO8601(CALENDAR_DAY, { message: REAL_DAY_MESSAGE('from') })
  @Matches(DAY, { message: DAY_MESSAGE('from') })
  @IsString({ message: DAY_MESSAGE('from') })
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'last UTC day, inclusive' })
  @IsOptional()
  @IsISO8601(CALENDAR_DAY, { message: REAL_DAY_MESSAGE('to') })
  @Matches(DAY, { message: DAY_MESSAGE('to') })
  @IsString({ message: DAY_MESSAGE('to') })
  to?: string;
}

export class JournalStatsQuery {
  @ApiPropertyOptional({ enum: JOURNAL_PERIODS, default: 'week' })
  @IsOptional()
  @IsIn(JOURNAL_PERIODS, { message: 'period must be week, month or year' })
  period?: JournalPeriod;
}

export class JournalExportQuery {
  @ApiPropertyOptional({ enum: JOURNAL_EXPORT_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(JOURNAL_EXPORT_FORMATS, { message: 'format must be json or pdf' })
  format?: JournalExportFormat;
}

// --- what the gateway sends the journal service (the signed-in user rides along) ---

export class JournalUserRequest {
  @IsUUID('all')
  userId: string;
}

export class CreateJournalEntryRequest extends JournalUserRequest {
  @IsString()
  text: string;
}

export class JournalEntryRef extends JournalUserRequest {
  @IsUUID('all')
  id: string;
}

export class UpdateJournalEntryRequest extends JournalEntryRef {
  @IsString()
  text: string;
}

export class ListJournalRequest extends JournalUserRequest {
  @IsOptional()
  @IsString()
  before?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_JOURNAL_PAGE_SIZE)
  limit?: number;

  @IsOptional()
  @IsISO8601(CALENDAR_DAY)
  @Matches(DAY)
  from?: string;

  @IsOptional()
  @IsISO8601(CALENDAR_DAY)
  @Matches(DAY)
  to?: string;
}

export class JournalStatsRequest extends JournalUserRequest {
  @IsIn(JOURNAL_PERIODS)
  period: JournalPeriod;
}

export class JournalExportRequest extends JournalUserRequest {
  @IsIn(JOURNAL_EXPORT_FORMATS)
  format: JournalExportFormat;
}

// --- answers ---

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

/** POST /api/journal's answer. */
export class JournalEntryCreated extends JournalAnalysis {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
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

/** GET /api/journal/stats: the Dashboard's cards, its 'Mood Over Time' chart and Recent Activity. */
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

/** An export file; bytes travel base64-encoded over the transport. */
export interface JournalExportFile {
  filename: string;
  contentType: string;
  base64: string;
}
