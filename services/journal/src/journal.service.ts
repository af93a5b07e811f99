import { Inject, Injectable } from '@nestjs/common';
import {
  CreateJournalEntryRequest,
  dayIn,
  entryDayProblem,
  isCalendarDay,
  isUuid,
  JOURNAL_PAGE_SIZE,
  JournalAnalysis,
  JournalEntryEdited,
  JournalEntryRef,
  JournalEntryView,
  JournalEntryWritten,
  JournalMessages,
  JournalPage,
  JournalReading,
  ListJournalRequest,
  MAX_JOURNAL_TEXT_LENGTH,
  UpdateJournalEntryRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { currentMessageId } from '@sentilog/transport';
import { randomUUID } from 'node:crypto';
import { JOURNAL_CONFIG, JournalConfig } from './config';
import { createdOf, EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { plainTextOf, sanitizeJournalHtml } from './journal-html';
import { EntryPosition, JournalRepository, OverQuota } from './journal.repository';
import { ServiceCalls } from './service-calls';

const MB = 1024 * 1024;

/**
 * Writing, reading and deleting a user's entries; every query is scoped to that user, and every
 * write to their storage quota.
 */
@Injectable()
export class JournalService {
  private readonly quotaBytes: number;

  constructor(
    private readonly repository: JournalRepository,
    private readonly reader: EntryReader,
    private readonly calls: ServiceCalls,
    @Inject(JOURNAL_CONFIG)
    private readonly config: Pick<JournalConfig, 'JOURNAL_STORAGE_QUOTA_MB'>,
  ) {
    this.quotaBytes = config.JOURNAL_STORAGE_QUOTA_MB * MB;
  }

  /**
   * Stores the entry once: its id is the transport message's, so a request that a dying replica
   * left to another one finds the entry already there and answers it instead of writing it again.
   * Words are analysed; a mood alone is stored without analysis. How the words read comes beside
   * the stored entry and is never stored.
   */
  async create(request: CreateJournalEntryRequest, now = new Date()): Promise<JournalEntryWritten> {
    const entryDate = request.date
      ? this.checkedDay(request.date, now, request.timeZone)
      : dayIn(request.timeZone ?? 'UTC', now);
    const mood = request.mood ?? null;
    const words = await this.prepare(request.text ?? '');
    if (!words.reading && mood === null) throw serviceError(400, JournalMessages.blank);
    const id = request.entryId ?? currentMessageId() ?? randomUUID();
    const entry = this.withinQuota(
      await this.repository.insertWithinQuota(
        Object.assign(new JournalEntry(), {
          id,
          userId: request.userId,
          ...this.reader.seal(request.userId, id, words.html),
          ...words.analysis,
          mood,
          activities: request.activities ?? [],
          entryDate,
          // Set here rather than by now() so the cursor (a JavaScript date, milliseconds) matches the row.
          createdAt: now,
          updatedAt: now,
        }),
        this.quotaBytes,
      ),
    );
    return { ...createdOf(entry), reading: words.reading };
  }

  async list(request: ListJournalRequest): Promise<JournalPage> {
    const limit = request.limit ?? JOURNAL_PAGE_SIZE;
    const rows = await this.repository.list(
      request.userId,
      {
        fromDay: request.from,
        toDay: request.to,
        before: request.before ? decodeCursor(request.before) : undefined,
      },
      limit + 1,
    );
    const page = rows.slice(0, limit);
    return {
      entries: page.map((entry) => this.reader.summary(entry)),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
    };
  }

  async get(ref: JournalEntryRef): Promise<JournalEntryView> {
    return this.reader.view(await this.owned(ref));
  }

  /**
   * Changes what the edit carries: new words (analysed again; blank removes them), the mood, the
   * tags, the day. Whatever it leaves out stays as it was; an entry must keep words or a mood.
   */
  async update(request: UpdateJournalEntryRequest, now = new Date()): Promise<JournalEntryEdited> {
    const entry = await this.owned(request);
    let reading: JournalReading | null = null;
    if (request.text !== undefined) {
      const words = await this.prepare(request.text);
      Object.assign(entry, this.reader.seal(entry.userId, entry.id, words.html), words.analysis);
      reading = words.reading;
    }
    // Absent leaves the mood and tags as they were; a null mood or an empty list clears them.
    if (request.mood !== undefined) entry.mood = request.mood;
    if (request.activities !== undefined) entry.activities = request.activities;
    if (request.date !== undefined) {
      entry.entryDate = this.checkedDay(request.date, now, request.timeZone);
    }
    if (entry.sentiment === null && entry.mood === null) {
      throw serviceError(400, JournalMessages.blank);
    }
    entry.updatedAt = now;
    const view = this.reader.view(
      this.withinQuota(await this.repository.updateWithinQuota(entry, this.quotaBytes)),
    );
    return { ...view, reading };
  }

  async remove(ref: JournalEntryRef): Promise<void> {
    const deleted = await this.repository.deleteOwned(ref.id, ref.userId);
    if (!deleted) throw serviceError(404, JournalMessages.notFound);
  }

  /**
   * Everything the user wrote, the record of the articles they opened, and their reminder and push
   * subscriptions go with their account (`user.deleted`); safe to run twice. Answers how many
   * entries there were.
   */
  async removeAllOf(userId: string): Promise<number> {
    await this.repository.deleteArticleReadsOf(userId);
    await this.repository.deleteRemindersOf(userId);
    return this.repository.deleteAllOf(userId);
  }

  private withinQuota(written: JournalEntry | OverQuota): JournalEntry {
    if ('overQuota' in written) {
      throw serviceError(413, JournalMessages.full(this.config.JOURNAL_STORAGE_QUOTA_MB));
    }
    return written;
  }

  /** Another user's entry answers exactly like a missing one, so ids cannot be probed. */
  private async owned(ref: JournalEntryRef): Promise<JournalEntry> {
    const entry = await this.repository.findOwned(ref.id, ref.userId);
    if (!entry) throw serviceError(404, JournalMessages.notFound);
    return entry;
  }

  /** The day an entry is dated, or a 400 saying why it cannot be. */
  private checkedDay(day: string, now: Date, timeZone?: string): string {
    const problem = entryDayProblem(day, now, timeZone);
    if (problem) throw serviceError(400, problem);
    return day;
  }

  /**
   * Sanitises the editor HTML and has its words analysed. HTML without words (nothing, or only a
   * picture) has no analysis: what its fields store then is null.
   */
  private async prepare(rawHtml: string): Promise<{
    html: string;
    analysis: NoAnalysis | JournalAnalysis;
    reading: JournalReading | null;
  }> {
    const html = sanitizeJournalHtml(rawHtml);
    const text = plainTextOf(html);
    if (text.length === 0) return { html, analysis: NO_ANALYSIS, reading: null };
    if (text.length > MAX_JOURNAL_TEXT_LENGTH) throw serviceError(413, JournalMessages.tooLong);
    const result = await this.calls.analyse(text);
    return {
      html,
      analysis: {
        sentiment: result.sentiment,
        score: result.score,
        confidence: result.confidence,
        emotion: result.emotion,
        emotions: result.emotions,
        magnitude: result.magnitude,
        ironic: result.ironic,
        language: result.language,
      },
      reading: {
        text,
        uncertain: result.uncertain,
        explanation: result.explanation,
        model: result.model,
      },
    };
  }
}

/** What an entry without words stores in place of an analysis. */
type NoAnalysis = { [field in keyof JournalAnalysis]: null };
const NO_ANALYSIS: NoAnalysis = {
  sentiment: null,
  score: null,
  confidence: null,
  emotion: null,
  emotions: null,
  magnitude: null,
  ironic: null,
  language: null,
};

/** A page's end: the last entry's day, when it was written and its id (the list's order). */
export function encodeCursor(entry: Pick<JournalEntry, 'entryDate' | 'createdAt' | 'id'>): string {
  return Buffer.from(
    `${entry.entryDate}|${entry.createdAt.toISOString()}|${entry.id}`,
    'utf8',
  ).toString('base64url');
}

export function decodeCursor(value: string): EntryPosition {
  const [day, at, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (
    extra !== undefined ||
    !isCalendarDay(day ?? '') ||
    !isUuid(id ?? '') ||
    Number.isNaN(createdAt.getTime())
  ) {
    throw serviceError(400, JournalMessages.invalidCursor);
  }
  return { entryDate: day, createdAt, id };
}
