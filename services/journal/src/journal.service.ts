import { Inject, Injectable } from '@nestjs/common';
import {
  CreateJournalEntryRequest,
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
   * How it read comes beside the stored entry and is never stored.
   */
  async create(request: CreateJournalEntryRequest): Promise<JournalEntryWritten> {
    const { html, analysis, reading } = await this.prepare(request.text);
    const id = currentMessageId() ?? randomUUID();
    // Set here rather than by now() so the cursor (a JavaScript date, milliseconds) matches the row.
    const now = new Date();
    const entry = this.withinQuota(
      await this.repository.insertWithinQuota(
        Object.assign(new JournalEntry(), {
          id,
          userId: request.userId,
          ...this.reader.seal(request.userId, id, html),
          ...analysis,
          mood: request.mood ?? null,
          activities: request.activities ?? [],
          createdAt: now,
          updatedAt: now,
        }),
        this.quotaBytes,
      ),
    );
    return { ...createdOf(entry), reading };
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

  async update(request: UpdateJournalEntryRequest): Promise<JournalEntryEdited> {
    const entry = await this.owned(request);
    const { html, analysis, reading } = await this.prepare(request.text);
    Object.assign(entry, this.reader.seal(entry.userId, entry.id, html), analysis, {
      updatedAt: new Date(),
    });
    // Absent leaves the mood and tags as they were; a null mood or an empty list clears them.
    if (request.mood !== undefined) entry.mood = request.mood;
    if (request.activities !== undefined) entry.activities = request.activities;
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
   * Everything the user wrote, and the record of the articles they opened, goes with their account
   * (`user.deleted`); safe to run twice. Answers how many entries there were.
   */
  async removeAllOf(userId: string): Promise<number> {
    await this.repository.deleteArticleReadsOf(userId);
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

  /** Sanitises the editor HTML, checks its words and has them analysed. */
  private async prepare(
    rawHtml: string,
  ): Promise<{ html: string; analysis: JournalAnalysis; reading: JournalReading }> {
    const html = sanitizeJournalHtml(rawHtml);
    const text = plainTextOf(html);
    if (text.length === 0) throw serviceError(400, JournalMessages.blank);
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

export function encodeCursor(entry: Pick<JournalEntry, 'createdAt' | 'id'>): string {
  return Buffer.from(`${entry.createdAt.toISOString()}|${entry.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): EntryPosition {
  const [at, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (extra !== undefined || !isUuid(id ?? '') || Number.isNaN(createdAt.getTime())) {
    throw serviceError(400, JournalMessages.invalidCursor);
  }
  return { createdAt, id };
}
