import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { JournalEntry } from './journal-entry.entity';

/** A write refused because the user's entries would then hold more than their quota. */
export interface OverQuota {
  overQuota: true;
}

/** Where a page of an export starts: after this entry (newest first). */
export interface EntryPosition {
  createdAt: Date;
  id: string;
}

/** Rows looked at per query when a page of an export is chosen by size. */
const PAGE_CANDIDATES = 200;

/**
 * The journal's writes that need more than one statement, and the export's paged reads. Writes
 * hold a per-user advisory lock while they add up what the user stores, so concurrent writes
 * cannot overshoot the quota together.
 */
@Injectable()
export class JournalRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Stores a new entry unless the quota would be passed. The same id stored twice is stored once
   * and answered as stored: a request delivered twice (its replica died before answering) writes
   * one entry.
   */
  insertWithinQuota(entry: JournalEntry, quotaBytes: number): Promise<JournalEntry | OverQuota> {
    return this.withinQuota(entry, quotaBytes, async (m) => {
      await m.createQueryBuilder().insert().into(JournalEntry).values(entry).orIgnore().execute();
      return m.getRepository(JournalEntry).findOneByOrFail({ id: entry.id, userId: entry.userId });
    });
  }

  /** Saves an edited entry unless the quota would be passed. */
  updateWithinQuota(entry: JournalEntry, quotaBytes: number): Promise<JournalEntry | OverQuota> {
    return this.withinQuota(entry, quotaBytes, (m) => m.getRepository(JournalEntry).save(entry));
  }

  /** Entries written at or before `until`: what an export started then holds. */
  async countUntil(userId: string, until: Date): Promise<number> {
    const [{ count }] = (await this.db.query(
      `SELECT count(*)::int AS count FROM journal.entries WHERE user_id = $1 AND created_at <= $2`,
      [userId, until],
    )) as [{ count: number }];
    return count;
  }

  /**
   * The next entries of an export (newest first, written at or before `until`, after `after`),
   * as many as fit in `budgetBytes` of stored content and at least one: however large the
   * journal, one page never holds more than the budget or one entry. `more` says whether any
   * follow.
   */
  async exportPage(
    userId: string,
    until: Date,
    after: EntryPosition | null,
    budgetBytes: number,
  ): Promise<{ rows: JournalEntry[]; more: boolean }> {
    const candidates = (await this.db.query(
      `SELECT id, octet_length(content)::int AS size FROM journal.entries
         WHERE user_id = $1 AND created_at <= $2
           AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
         ORDER BY created_at DESC, id DESC
         LIMIT ${PAGE_CANDIDATES}`,
      [userId, until, after?.createdAt ?? null, after?.id ?? null],
    )) as { id: string; size: number }[];
    const chosen: string[] = [];
    let bytes = 0;
    for (const { id, size } of candidates) {
      if (chosen.length > 0 && bytes + size > budgetBytes) break;
      chosen.push(id);
      bytes += size;
    }
    if (chosen.length === 0) return { rows: [], more: false };
    const rows = await this.db.getRepository(JournalEntry).findBy({ userId, id: In(chosen) });
    const order = new Map(chosen.map((id, index) => [id, index]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return {
      rows,
      more: chosen.length < candidates.length || candidates.length === PAGE_CANDIDATES,
    };
  }

  /** Runs `write` in a transaction, unless the user's entries would then pass `quotaBytes`. */
  private withinQuota(
    entry: JournalEntry,
    quotaBytes: number,
    write: (m: EntityManager) => Promise<JournalEntry>,
  ): Promise<JournalEntry | OverQuota> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `journal-quota:${entry.userId}`,
      ]);
      const [{ used }] = (await m.query(
        `SELECT coalesce(sum(octet_length(content)), 0)::bigint AS used FROM journal.entries
           WHERE user_id = $1 AND id <> $2`,
        [entry.userId, entry.id],
      )) as [{ used: string }];
      if (Number(used) + entry.content.length > quotaBytes) return { overQuota: true };
      return write(m);
    });
  }
}
