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
import {
  JOURNAL_EXPORT_FORMATS,
  JOURNAL_PERIODS,
  type JournalExportFormat,
  type JournalPeriod,
} from '../web/journal-answers';

/** Longest entry, counted in characters of plain text (the HTML's tags and images do not count). */
export const MAX_JOURNAL_TEXT_LENGTH = 50_000;
/** Entries per page of GET /api/journal when no limit is asked for, and the most one page holds. */
export const JOURNAL_PAGE_SIZE = 20;
export const MAX_JOURNAL_PAGE_SIZE = 100;
/** Newest entries in the Dashboard's Recent Activity list. */
export const JOURNAL_RECENT_ACTIVITY = 5;

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
  @IsString({ message: 'text must be text' })
  @IsDefined({ message: 'text is required' })
  text: string;
}

/** GET /api/journal: newest first; `before` is the previous page's nextCursor. */
export class JournalListQuery {
  @IsOptional()
  @MaxLength(200, { message: JournalMessages.invalidCursor })
  @IsString({ message: JournalMessages.invalidCursor })
  before?: string;

  @IsOptional()
  @Max(MAX_JOURNAL_PAGE_SIZE, { message: `limit must be at most ${MAX_JOURNAL_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit?: number;

  @IsOptional()
  @IsISO8601(CALENDAR_DAY, { message: REAL_DAY_MESSAGE('from') })
  @Matches(DAY, { message: DAY_MESSAGE('from') })
  @IsString({ message: DAY_MESSAGE('from') })
  from?: string;

  @IsOptional()
  @IsISO8601(CALENDAR_DAY, { message: REAL_DAY_MESSAGE('to') })
  @Matches(DAY, { message: DAY_MESSAGE('to') })
  @IsString({ message: DAY_MESSAGE('to') })
  to?: string;
}

export class JournalStatsQuery {
  @IsOptional()
  @IsIn(JOURNAL_PERIODS, { message: 'period must be week, month or year' })
  period?: JournalPeriod;
}

export class JournalExportQuery {
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

/** An export file; bytes travel base64-encoded over the transport. */
export interface JournalExportFile {
  filename: string;
  contentType: string;
  base64: string;
}
