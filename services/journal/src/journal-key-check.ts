import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';

/**
 * Says at start-up, in one line, when stored entries are under a key that is not configured (a
 * rotation that dropped the old key, or the wrong key deployed), instead of waiting for the first
 * user to hit a 500.
 */
@Injectable()
export class JournalKeyCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger(JournalKeyCheck.name);

  constructor(
    @InjectRepository(JournalEntry) private readonly entries: Repository<JournalEntry>,
    private readonly reader: EntryReader,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const rows = (await this.entries.query(
      'SELECT key_id, count(*)::int AS entries FROM journal.entries GROUP BY key_id',
    )) as { key_id: string; entries: number }[];
    const missing = rows.filter((row) => !this.reader.cipher.knows(row.key_id));
    if (missing.length === 0) return;
    this.logger.error(
      `Journal entries cannot be decrypted: ${missing
        .map((row) => `${row.entries} under key ${row.key_id}`)
        .join(', ')}, which is neither JOURNAL_ENCRYPTION_KEY nor in JOURNAL_ENCRYPTION_KEYS_OLD`,
    );
  }
}
