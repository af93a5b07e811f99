import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntryReader } from './entry-reader';
import { JournalRepository } from './journal.repository';

/**
 * Says at start-up, in one line, when stored entries are under a key that is not configured (a
 * rotation that dropped the old key, or the wrong key deployed), instead of waiting for the first
 * user to hit a 500.
 */
@Injectable()
export class JournalKeyCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger(JournalKeyCheck.name);

  constructor(
    private readonly repository: JournalRepository,
    private readonly reader: EntryReader,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const rows = await this.repository.countByKey();
    const missing = rows.filter((row) => !this.reader.cipher.knows(row.keyId));
    if (missing.length === 0) return;
    this.logger.error(
      `Journal entries cannot be decrypted: ${missing
        .map((row) => `${row.entries} under key ${row.keyId}`)
        .join(', ')}, which is neither JOURNAL_ENCRYPTION_KEY nor in JOURNAL_ENCRYPTION_KEYS_OLD`,
    );
  }
}
