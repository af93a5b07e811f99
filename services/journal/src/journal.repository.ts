import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JournalMoodPoint, type NewsBias } from '@sentilog/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { JournalEntry } from './journal-entry.entity';
import { addDays, StatsWindow } from './stats-periods';

/** A write refused because the user's entries would then hold more than their quota. */
export interface OverQuota {
  overQuota: true;
}

/** Where a page of an export starts: after this entry (newest first). */
export interface EntryPosition {
  createdAt: Date;
  id: string;
}

/** Which of a user's entries a page of the list holds (UTC days, inclusive). */
export interface EntryFilter {
  fromDay?: string;
  toDay?: string;
  /** Entries after this one, newest first. */
  before?: EntryPosition;
}

/** The Dashboard's counts and mood for a period (see stats-periods.ts). */
export interface MoodSummary {
  total: number;
  this_week: number;
  overall_mood: number | null;
  mood_trend: string | null;
}

/** One UTC day of a user's entries: how many, and the mean of the moods chosen that day. */
export interface EntryDay {
  date: string;
  entries: number;
  mood: number | null;
}

/** The distinct activity tags, or news topics read, of one UTC day. */
export interface DayNames {
  date: string;
  names: string[];
}

/** A news article a signed-in user opened. */
export interface ArticleRead {
  userId: string;
  articleId: string;
  category: string;
  openedAt: Date;
  /** Its outlet (null: not known), the outlet's rating as shown (null: none), a sample article. */
  outlet: string | null;
  outletRating: NewsBias | null;
  sample: boolean;
}

/** One article a user opened (however often), by its outlet. */
export interface OpenedArticleOutlet {
  outlet: string | null;
  rating: NewsBias | null;
  sample: boolean;
}

/** Rows looked at per query when a page of an export is chosen by size. */
const PAGE_CANDIDATES = 200;

/** A day's start as a timestamptz literal that does not depend on the session's time zone. */
const utcMidnight = (day: string) => `${day}T00:00:00Z`;

// Mood is the mean sentiment score in [-1, 1] mapped onto 0..100: (mean + 1) * 50. Rounding is
// done on numeric, which rounds halves away from zero (double precision would round to even).
const MOOD = (mean: string) => `round(((${mean} + 1) * 50)::numeric)::int`;

/**
 * All of the journal service's database access: entries, the list, the Dashboard's figures and
 * the export's paged reads; the services hold the rules. Every query is scoped to one user but
 * the start-up key check's. Writes hold a per-user advisory lock while they add up what the user
 * stores, so concurrent writes cannot overshoot the quota together.
 */
@Injectable()
export class JournalRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get entries() {
    return this.db.getRepository(JournalEntry);
  }

  /** The user's entry, or null when there is none or it is another user's. */
  findOwned(id: string, userId: string): Promise<JournalEntry | null> {
    return this.entries.findOneBy({ id, userId });
  }

  /** A page of the user's entries, newest first: `take` of them at most. */
  list(userId: string, filter: EntryFilter, take: number): Promise<JournalEntry[]> {
    const query = this.entries
      .createQueryBuilder('e')
      .where('e.user_id = :userId', { userId })
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .take(take);
    if (filter.fromDay)
      query.andWhere('e.created_at >= :from', { from: utcMidnight(filter.fromDay) });
    if (filter.toDay) {
      query.andWhere('e.created_at < :until', { until: utcMidnight(addDays(filter.toDay, 1)) });
    }
    if (filter.before) {
      query.andWhere('(e.created_at, e.id) < (:cursorAt, :cursorId)', {
        cursorAt: filter.before.createdAt,
        cursorId: filter.before.id,
      });
    }
    return query.getMany();
  }

  /** The user's latest entries, newest first. */
  latest(userId: string, take: number): Promise<JournalEntry[]> {
    return this.entries.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    });
  }

  /** Deletes the user's entry; false when there was none. */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const result = await this.entries.delete({ id, userId });
    return Boolean(result.affected);
  }

  /** Deletes every entry of the user; returns how many there were. */
  async deleteAllOf(userId: string): Promise<number> {
    const result = await this.entries.delete({ userId });
    return result.affected ?? 0;
  }

  /** Forgets which articles the user opened; returns how many records there were. */
  async deleteArticleReadsOf(userId: string): Promise<number> {
    const [, affected] = (await this.db.query(
      'DELETE FROM journal.article_reads WHERE user_id = $1',
      [userId],
    )) as [unknown, number];
    return affected ?? 0;
  }

  /**
   * Every UTC day the user wrote on (from `fromDay` when given), oldest first, with its entries and
   * the mean of its chosen moods (null when none was chosen).
   */
  async entryDays(userId: string, fromDay?: string): Promise<EntryDay[]> {
    const rows = (await this.db.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
              count(*)::int AS entries,
              avg(mood)::float8 AS mood
       FROM journal.entries
       WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
       GROUP BY 1
       ORDER BY 1`,
      [userId, fromDay ? utcMidnight(fromDay) : null],
    )) as EntryDay[];
    return rows;
  }

  /** The distinct activity tags of each UTC day from `fromDay`, for days that have any. */
  async activityDays(userId: string, fromDay: string): Promise<DayNames[]> {
    return (await this.db.query(
      `SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
              array_agg(DISTINCT tag ORDER BY tag) AS names
       FROM journal.entries e, unnest(e.activities) AS tag
       WHERE e.user_id = $1 AND e.created_at >= $2
       GROUP BY 1`,
      [userId, utcMidnight(fromDay)],
    )) as DayNames[];
  }

  /** The distinct categories of the news articles the user opened on each UTC day from `fromDay`. */
  async topicDays(userId: string, fromDay: string): Promise<DayNames[]> {
    return (await this.db.query(
      `SELECT to_char(opened_on, 'YYYY-MM-DD') AS date,
              array_agg(DISTINCT category ORDER BY category) AS names
       FROM journal.article_reads
       WHERE user_id = $1 AND opened_on >= $2::date
       GROUP BY 1`,
      [userId, fromDay],
    )) as DayNames[];
  }

  /**
   * The articles the user opened from UTC day `fromDay` on, each once, with its outlet as last
   * recorded (an article's outlet and rating do not change between opens).
   */
  async openedArticleOutlets(userId: string, fromDay: string): Promise<OpenedArticleOutlet[]> {
    return (await this.db.query(
      `SELECT (array_agg(outlet ORDER BY opened_at DESC))[1] AS outlet,
              (array_agg(outlet_rating ORDER BY opened_at DESC))[1] AS rating,
              bool_or(sample) AS sample
       FROM journal.article_reads
       WHERE user_id = $1 AND opened_on >= $2::date
       GROUP BY article_id`,
      [userId, fromDay],
    )) as OpenedArticleOutlet[];
  }

  /** The user's activity tags, most used first (ties by name), at most `take`. */
  async activityTags(userId: string, take: number): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT tag FROM journal.entries e, unnest(e.activities) AS tag
       WHERE e.user_id = $1
       GROUP BY tag
       ORDER BY count(*) DESC, tag
       LIMIT $2`,
      [userId, take],
    )) as { tag: string }[];
    return rows.map((row) => row.tag);
  }

  /**
   * Records an article the user opened, once per article and UTC day (a second open that day adds
   * nothing the insights could use), and forgets the user's records from before `keepFromDay`.
   */
  async recordArticleRead(read: ArticleRead, keepFromDay: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO journal.article_reads
           (user_id, article_id, opened_on, category, opened_at, outlet, outlet_rating, sample)
         VALUES ($1, $2, ($4::timestamptz AT TIME ZONE 'UTC')::date, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING`,
        [
          read.userId,
          read.articleId,
          read.category,
          read.openedAt,
          read.outlet,
          read.outletRating,
          read.sample,
        ],
      );
      await m.query(
        'DELETE FROM journal.article_reads WHERE user_id = $1 AND opened_on < $2::date',
        [read.userId, keepFromDay],
      );
    });
  }

  /** How many entries are stored under each key id (every user's: the start-up key check). */
  async countByKey(): Promise<{ keyId: string; entries: number }[]> {
    const rows = (await this.db.query(
      'SELECT key_id, count(*)::int AS entries FROM journal.entries GROUP BY key_id',
    )) as { key_id: string; entries: number }[];
    return rows.map((row) => ({ keyId: row.key_id, entries: row.entries }));
  }

  /**
   * Counts, the period's mood and its trend: the percent change of the mood against the previous
   * period's, to one decimal; null when either period has no entries.
   */
  async moodSummary(userId: string, window: StatsWindow): Promise<MoodSummary> {
    const [row] = (await this.db.query(
      `WITH periods AS (
         SELECT count(*)::int AS total,
                count(*) FILTER (WHERE created_at >= $2 AND created_at < $4)::int AS this_week,
                avg(score) FILTER (WHERE created_at >= $3 AND created_at < $4) AS current_mean,
                avg(score) FILTER (WHERE created_at >= $5 AND created_at < $3) AS previous_mean
         FROM journal.entries
         WHERE user_id = $1
       )
       SELECT total, this_week,
              ${MOOD('current_mean')} AS overall_mood,
              round(((current_mean - previous_mean) / NULLIF(previous_mean + 1, 0) * 100)::numeric, 1)
                AS mood_trend
       FROM periods`,
      [
        userId,
        ...[window.weekStart, window.start, window.end, window.previousStart].map(utcMidnight),
      ],
    )) as MoodSummary[];
    return row;
  }

  /** One point per day (week, month) or month (year) that has entries, oldest first. */
  async moodSeries(userId: string, window: StatsWindow): Promise<JournalMoodPoint[]> {
    return (await this.db.query(
      `SELECT to_char(date_trunc('${window.unit}', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date,
              ${MOOD('avg(score)')} AS mood,
              count(*)::int AS entries
       FROM journal.entries
       WHERE user_id = $1 AND created_at >= $2 AND created_at < $3
       GROUP BY 1
       ORDER BY 1`,
      [userId, utcMidnight(window.start), utcMidnight(window.end)],
    )) as JournalMoodPoint[];
  }

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
    const rows = await this.entries.findBy({ userId, id: In(chosen) });
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
