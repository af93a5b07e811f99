import { ApiPropertyOptional } from '../openapi';
import { Type } from 'class-transformer';
import {
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
import {
  JOURNAL_EXPORT_FORMATS,
  JOURNAL_PERIODS,
  MAX_JOURNAL_TEXT_LENGTH,
  type JournalExportFormat,
  type JournalPeriod,
} from '../web/journal';
import { type JournalEntryView } from '../answers/journal';
import type { JournalMood } from '../web/journal-mood';
import { EntryDayField, TimeZoneField } from './journal-days.dto';
import { ActivitiesField, MoodField } from './journal-mood.dto';

export { MAX_JOURNAL_TEXT_LENGTH };
/** Entries per page of GET /api/journal when no limit is asked for, and the most one page holds. */
export const JOURNAL_PAGE_SIZE = 20;
export const MAX_JOURNAL_PAGE_SIZE = 100;
/** Newest entries in the Dashboard's Recent Activity list. */
export const JOURNAL_RECENT_ACTIVITY = 5;

export const JournalMessages = {
  /** The spec's words for every journal call made without a valid token. */
  loginRequired: 'Please login to write your journal or log mood',
  /** Neither words nor a mood: an entry needs one of them. */
  blank: 'Write something or choose a mood before saving your journal entry',
  tooLong: `Journal entries are limited to ${MAX_JOURNAL_TEXT_LENGTH.toLocaleString('en-US')} characters of text. Please shorten this entry or split it in two.`,
  notFound: 'Journal entry not found',
  invalidId: 'Invalid journal entry id',
  invalidCursor: 'Invalid paging cursor: use the nextCursor of the previous page',
  /** A write that would take the user's entries past JOURNAL_STORAGE_QUOTA_MB. */
  full: (quotaMb: number) =>
    `Your journal is full: all your entries together, photos included, may hold ${quotaMb} MB. Delete some entries or photos to make room for this one.`,
  /** The stored text cannot be read with the configured keys: never shown as garbage. */
  undecryptable:
    'This journal entry could not be decrypted: the server does not have the key it was encrypted with',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (field: string) => `${field} must be a date as YYYY-MM-DD`;
const REAL_DAY_MESSAGE = (field: string) => `${field} must be a real calendar date as YYYY-MM-DD`;
/** Strict ISO 8601 rejects days the calendar lacks (2026-02-30, month 13), which the SQL would not. */
const CALENDAR_DAY = { strict: true, strictSeparator: true } as const;

/**
 * What the journal editor posts and edits: the spec's `{text}` (HTML from the editor), a mood, or
 * both, with the day the entry is about. A new entry needs words or a mood; an edit changes only
 * the fields it carries.
 */
export class JournalEntryDto {
  @ApiPropertyOptional({
    example: '<p>Today was <strong>good</strong>.</p>',
    description: `HTML from the editor; at most ${MAX_JOURNAL_TEXT_LENGTH} characters of plain text. Optional when a mood is given: a mood alone is an entry, and only words are analysed. On an edit, absent keeps the words; blank removes them (the entry then needs its mood)`,
  })
  @IsOptional()
  @IsString({ message: 'text must be text' })
  text?: string;

  @MoodField()
  mood?: JournalMood | null;

  @ActivitiesField()
  activities?: string[];

  @EntryDayField()
  date?: string;

  @TimeZoneField(
    "the writer's IANA time zone: today there is the latest day `date` may be (without it, today anywhere on Earth)",
  )
  timeZone?: string;
}

/** GET /api/journal: newest first; `before` is the previous page's nextCursor. */
export class JournalListQuery {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @MaxLength(200, { message: JournalMessages.invalidCursor })
  @IsString({ message: JournalMessages.invalidCursor })
  before?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_JOURNAL_PAGE_SIZE,
    default: JOURNAL_PAGE_SIZE,
  })
  @IsOptional()
  @Max(MAX_JOURNAL_PAGE_SIZE, { message: `limit must be at most ${MAX_JOURNAL_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit?: number;

  @ApiPropertyOptional({
    example: '2026-01-01',
    description: 'first day the entries are about, inclusive',
  })
  @IsOptional()
  @IsISO8601(CALENDAR_DAY, { message: REAL_DAY_MESSAGE('from') })
  @Matches(DAY, { message: DAY_MESSAGE('from') })
  @IsString({ message: DAY_MESSAGE('from') })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-01-31',
    description: 'last day the entries are about, inclusive',
  })
  @IsOptional()
  @IsISO8601(CALENDAR_DAY, { message: REAL_DAY_MESSAGE('to') })
  @Matches(DAY, { message: DAY_MESSAGE('to') })
  @IsString({ message: DAY_MESSAGE('to') })
  to?: string;
}

/** The writer's time zone, which says which day is today for the figures; absent, UTC. */
export class JournalTodayQuery {
  @TimeZoneField("the writer's IANA time zone, whose today the figures end on; absent, UTC")
  timeZone?: string;
}

export class JournalStatsQuery extends JournalTodayQuery {
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
  @IsOptional()
  @IsString()
  text?: string;

  /**
   * The new entry's id, when the gateway makes it from the request's Idempotency-Key (else the
   * message id is): writing under an id that is stored answers the stored entry.
   */
  @IsOptional()
  @IsUUID('all')
  entryId?: string;

  @MoodField()
  mood?: JournalMood | null;

  @ActivitiesField()
  activities?: string[];

  @EntryDayField()
  date?: string;

  @TimeZoneField('the writer’s time zone')
  timeZone?: string;
}

export class JournalEntryRef extends JournalUserRequest {
  @IsUUID('all')
  id: string;
}

export class UpdateJournalEntryRequest extends JournalEntryRef {
  @IsOptional()
  @IsString()
  text?: string;

  @MoodField()
  mood?: JournalMood | null;

  @ActivitiesField()
  activities?: string[];

  @EntryDayField()
  date?: string;

  @TimeZoneField('the writer’s time zone')
  timeZone?: string;
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

  @TimeZoneField('the writer’s time zone')
  timeZone?: string;
}

/** What one page of an export reads: the entries, or the images the entries refer to. */
/**
 * What a page of an export carries: `entries` with their pictures replaced by the paths the zip
 * stores them under, `images` those pictures, or `full` entries as stored, pictures inline (the
 * PDF embeds them; a page holds at most a few MB of stored entries either way).
 */
export const JOURNAL_EXPORT_PARTS = ['entries', 'images', 'full'] as const;
export type JournalExportPart = (typeof JOURNAL_EXPORT_PARTS)[number];

/** One page of an export (see JournalPatterns.exportPage). */
export class JournalExportPageRequest extends JournalUserRequest {
  @IsIn(JOURNAL_EXPORT_PARTS)
  part: JournalExportPart;

  /** When the export started: it covers the entries written until then. */
  @IsISO8601({ strict: true })
  until: string;

  /** The previous page's `next`; absent for the first page. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string;
}

/** An image of an export: its path in the archive (as the entries' HTML names it), base64. */
export interface JournalExportImage {
  name: string;
  base64: string;
}

/**
 * One page of an export: entries (each as GET /api/journal/:id shows it, inline images replaced
 * by their paths in the archive) or the images; `next` is null on the last page, and the first
 * page of entries says how many the export holds.
 */
export interface JournalExportPage {
  entries?: JournalEntryView[];
  images?: JournalExportImage[];
  next: string | null;
  total?: number;
}
