import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  JournalEntryCreated,
  JournalEntrySummary,
  JournalEntryView,
  JournalMessages,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { JOURNAL_CONFIG, JournalConfig } from './config';
import { EntryCipher, entryContext, UndecryptableEntryError } from './entry-cipher';
import { JournalEntry } from './journal-entry.entity';
import { plainTextOf } from './journal-html';

/** Seals entry HTML for storage and opens it again for the API. */
@Injectable()
export class EntryReader {
  private readonly logger = new Logger(EntryReader.name);
  readonly cipher: EntryCipher;

  constructor(@Inject(JOURNAL_CONFIG) config: Pick<JournalConfig, 'journalKeys'>) {
    this.cipher = new EntryCipher(config.journalKeys);
  }

  seal(userId: string, id: string, html: string): Pick<JournalEntry, 'content' | 'keyId'> {
    return this.cipher.encrypt(html, entryContext(userId, id));
  }

  /** The entry's HTML; an entry the configured keys cannot open fails the request with a clear 500. */
  html(entry: JournalEntry): string {
    try {
      return this.cipher.decrypt(entry, entryContext(entry.userId, entry.id));
    } catch (err) {
      if (!(err instanceof UndecryptableEntryError)) throw err;
      this.logger.error(`Journal entry ${entry.id} cannot be decrypted: ${err.message}`);
      throw serviceError(500, JournalMessages.undecryptable);
    }
  }

  /** The entry with its HTML (GET, PATCH), or with `html` in its place (the export's). */
  view(entry: JournalEntry, html = this.html(entry)): JournalEntryView {
    return { ...summaryOf(entry, html), html };
  }

  /** The entry as the list shows it: plain text and analysis, the (possibly huge) HTML left out. */
  summary(entry: JournalEntry): JournalEntrySummary {
    return summaryOf(entry, this.html(entry));
  }
}

/** What a new entry's write answers: its id, day, mood, analysis and time. */
export function createdOf(entry: JournalEntry): JournalEntryCreated {
  return {
    id: entry.id,
    date: entry.entryDate,
    mood: entry.mood,
    activities: entry.activities,
    sentiment: entry.sentiment,
    score: entry.score,
    confidence: entry.confidence,
    emotion: entry.emotion,
    emotions: entry.emotions,
    magnitude: entry.magnitude,
    ironic: entry.ironic,
    language: entry.language,
    createdAt: entry.createdAt.toISOString(),
  };
}

function summaryOf(entry: JournalEntry, html: string): JournalEntrySummary {
  return {
    ...createdOf(entry),
    text: plainTextOf(html),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
