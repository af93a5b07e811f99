import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JournalMoodPoint, type NewsBias } from '@sentilog/contracts';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { JournalEntry } from './journal-entry.entity';
import { StatsWindow } from './stats-periods';

/** A write refused because the user's entries would then hold more than their quota. */
export interface OverQuota {
  overQuota: true;
}

/**
 * Where a page of the list or an export starts: after this entry, in the list's order (the day
 * the entry is about, newest first, then when it was written, then its id).
 */
export interface EntryPosition {
  entryDate: string;
  createdAt: Date;
  id: string;
}

/** Which of a user's entries a page of the list holds (the entries' own days, inclusive). */
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
  picked_days: number;
  filled_days: number;
}

/**
 * One day of a user's entries: how many, the mean of the moods chosen that day (null when none
 * was), and the mean sentiment score of its words (null when no entry had words).
 */
export interface EntryDay {
  date: string;
  entries: number;
  mood: number | null;
  words: number | null;
}

/** The distinct activity tags (of entries about the day), or news topics read (UTC day), of a day. */
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

/** A person's daily reminder as stored: `time` is HH:MM in `timeZone`. */
export interface StoredReminder {
  email: boolean;
  push: boolean;
  time: string;
  timeZone: string;
}

/** A reminder the sweep claimed: send it to this person, for their day `day`. */
export interface ClaimedReminder {
  userId: string;
  email: boolean;
  push: boolean;
  day: string;
}

/** A browser's push subscription. */
export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Rows looked at per query when a page of an export is chosen by size. */
const PAGE_CANDIDATES = 200;

/**
 * The days of `$1`'s entries from `$2` until before `$3`, each with its mood on 0..100: the mean
 * of the moods picked that day (1..5 onto 0, 25, 50, 75, 100), or on a day without one what its
 * words read as (the mean score in [-1, 1] onto 0..100), marked `filled`. One meaning of mood:
 * the writer's own, the words only where the writer said nothing (docs/architecture.md).
 */
const MOOD_DAYS = `
  SELECT entry_date AS day,
         count(*)::int AS entries,
         CASE WHEN count(mood) > 0 THEN (avg(mood)::float8 - 1) * 25
              ELSE (avg(score) + 1) * 50 END AS mood,
         count(mood) = 0 AS filled
  FROM journal.entries
  WHERE user_id = $1 AND entry_date >= $2::date AND entry_date < $3::date
  GROUP BY entry_date`;
/** Rounded on numeric, which rounds halves away from zero (double precision rounds to even). */
const ROUND = (value: string) => `round((${value})::numeric)::int`;
/** The list's order: the entry's day, newest first, then when it was written, then the id. */
const LIST_ORDER = 'entry_date DESC, created_at DESC, id DESC';

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

  /** A page of the user's entries in the list's order (newest day first): `take` at most. */
  list(userId: string, filter: EntryFilter, take: number): Promise<JournalEntry[]> {
    const query = this.entries
      .createQueryBuilder('e')
      .where('e.user_id = :userId', { userId })
      .orderBy('e.entry_date', 'DESC')
      .addOrderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .take(take);
    if (filter.fromDay) query.andWhere('e.entry_date >= :from::date', { from: filter.fromDay });
    if (filter.toDay) query.andWhere('e.entry_date <= :to::date', { to: filter.toDay });
    if (filter.before) {
      query.andWhere(
        '(e.entry_date, e.created_at, e.id) < (:cursorDay::date, :cursorAt, :cursorId)',
        {
          cursorDay: filter.before.entryDate,
          cursorAt: filter.before.createdAt,
          cursorId: filter.before.id,
        },
      );
    }
    return query.getMany();
  }

  /** The user's latest entries in the list's order (`withWords`: only those with words). */
  latest(userId: string, take: number, { withWords = false } = {}): Promise<JournalEntry[]> {
    return this.entries.find({
      where: { userId, ...(withWords ? { sentiment: Not(IsNull()) } : {}) },
      order: { entryDate: 'DESC', createdAt: 'DESC', id: 'DESC' },
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
   * Every day the user's entries are about, oldest first, with its entries, the mean of its chosen
   * moods and the mean score of its words (each null when there is none).
   */
  async entryDays(userId: string): Promise<EntryDay[]> {
    return (await this.db.query(
      `SELECT to_char(entry_date, 'YYYY-MM-DD') AS date,
              count(*)::int AS entries,
              avg(mood)::float8 AS mood,
              avg(score)::float8 AS words
       FROM journal.entries
       WHERE user_id = $1
       GROUP BY entry_date
       ORDER BY entry_date`,
      [userId],
    )) as EntryDay[];
  }

  /** The distinct activity tags of each day from `fromDay`, for days that have any. */
  async activityDays(userId: string, fromDay: string): Promise<DayNames[]> {
    return (await this.db.query(
      `SELECT to_char(e.entry_date, 'YYYY-MM-DD') AS date,
              array_agg(DISTINCT tag ORDER BY tag) AS names
       FROM journal.entries e, unnest(e.activities) AS tag
       WHERE e.user_id = $1 AND e.entry_date >= $2::date
       GROUP BY e.entry_date`,
      [userId, fromDay],
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

  // --- daily reminders ---

  /** The person's reminder, or null while they never set one. */
  async reminderOf(userId: string): Promise<StoredReminder | null> {
    const [row] = (await this.db.query(
      `SELECT email, push, to_char(remind_at, 'HH24:MI') AS time, time_zone AS "timeZone"
       FROM journal.reminders WHERE user_id = $1`,
      [userId],
    )) as StoredReminder[];
    return row ?? null;
  }

  /**
   * Stores the person's reminder whole. Moving it keeps `last_sent_on`: a day already reminded is
   * not reminded again at the new time.
   */
  async saveReminder(userId: string, reminder: StoredReminder): Promise<void> {
    await this.db.query(
      `INSERT INTO journal.reminders (user_id, email, push, remind_at, time_zone, updated_at)
       VALUES ($1, $2, $3, $4::time, $5, now())
       ON CONFLICT (user_id) DO UPDATE
         SET email = $2, push = $3, remind_at = $4::time, time_zone = $5, updated_at = now()`,
      [userId, reminder.email, reminder.push, reminder.time, reminder.timeZone],
    );
  }

  /** Whether PostgreSQL knows the time zone, which the sweep computes the person's time in. */
  async knowsTimeZone(zone: string): Promise<boolean> {
    const [row] = (await this.db.query(
      'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known',
      [zone],
    )) as [{ known: boolean }];
    return row.known;
  }

  /** Turns the person's email reminders off (a mail's unsubscribe link); false when none were on. */
  async turnOffEmailReminders(userId: string): Promise<boolean> {
    const [, affected] = (await this.db.query(
      `UPDATE journal.reminders SET email = false, updated_at = now()
       WHERE user_id = $1 AND email`,
      [userId],
    )) as [unknown, number];
    return affected > 0;
  }

  /**
   * Claims the reminders due at `now`: on, at or after their time of day in their own zone and
   * less than `windowMinutes` late, not yet sent on the person's day, and the person has no entry
   * about that day. Claiming sets `last_sent_on` to that day in the same statement, and rows
   * another sweep holds are skipped (`SKIP LOCKED`) and re-checked once it commits, so however
   * many replicas sweep at once, a person's day is claimed, and so sent, once.
   */
  async claimDueReminders(
    now: Date,
    windowMinutes: number,
    take: number,
  ): Promise<ClaimedReminder[]> {
    const rows = (await this.db.query(
      `WITH due AS (
         SELECT r.user_id, l.at::date AS day
         FROM journal.reminders r
         CROSS JOIN LATERAL (SELECT $1::timestamptz AT TIME ZONE r.time_zone AS at) l
         WHERE (r.email OR r.push)
           AND l.at >= l.at::date + r.remind_at
           AND l.at < l.at::date + r.remind_at + make_interval(mins => $2)
           AND (r.last_sent_on IS NULL OR r.last_sent_on < l.at::date)
           AND NOT EXISTS (SELECT 1 FROM journal.entries e
                           WHERE e.user_id = r.user_id AND e.entry_date = l.at::date)
         ORDER BY r.user_id
         LIMIT $3
         FOR UPDATE OF r SKIP LOCKED
       )
       UPDATE journal.reminders r SET last_sent_on = due.day
       FROM due
       WHERE r.user_id = due.user_id
         AND (r.last_sent_on IS NULL OR r.last_sent_on < due.day)
       RETURNING r.user_id AS "userId", r.email, r.push, to_char(due.day, 'YYYY-MM-DD') AS day`,
      [now, windowMinutes, take],
    )) as [ClaimedReminder[], number];
    return rows[0];
  }

  /** The browsers the person subscribed to push reminders, oldest first. */
  async pushSubscriptionsOf(userId: string): Promise<PushSubscriptionRow[]> {
    return (await this.db.query(
      `SELECT endpoint, p256dh, auth FROM journal.push_subscriptions
       WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    )) as PushSubscriptionRow[];
  }

  async countPushSubscriptions(userId: string): Promise<number> {
    const [{ count }] = (await this.db.query(
      'SELECT count(*)::int AS count FROM journal.push_subscriptions WHERE user_id = $1',
      [userId],
    )) as [{ count: number }];
    return count;
  }

  /**
   * Keeps a browser's subscription for the person (a browser signed in as someone else before
   * now belongs to this person), and drops their oldest beyond `maxDevices`.
   */
  async addPushSubscription(
    userId: string,
    subscription: PushSubscriptionRow,
    maxDevices: number,
  ): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO journal.push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = $2, p256dh = $3, auth = $4, created_at = now()`,
        [subscription.endpoint, userId, subscription.p256dh, subscription.auth],
      );
      await m.query(
        `DELETE FROM journal.push_subscriptions WHERE endpoint IN (
           SELECT endpoint FROM journal.push_subscriptions WHERE user_id = $1
           ORDER BY created_at DESC OFFSET $2)`,
        [userId, maxDevices],
      );
    });
  }

  /** Forgets a browser's subscription: the person's own (`userId`), or any that is gone. */
  async removePushSubscription(endpoint: string, userId?: string): Promise<void> {
    await this.db.query(
      `DELETE FROM journal.push_subscriptions
       WHERE endpoint = $1 AND ($2::uuid IS NULL OR user_id = $2::uuid)`,
      [endpoint, userId ?? null],
    );
  }

  /** Forgets the person's reminder and push subscriptions (the account is gone). */
  async deleteRemindersOf(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query('DELETE FROM journal.push_subscriptions WHERE user_id = $1', [userId]);
      await m.query('DELETE FROM journal.reminders WHERE user_id = $1', [userId]);
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
   * Counts, the period's mood (the mean of its days' moods, MOOD_DAYS) with how many days were
   * picked and filled in, and its trend: the percent change of the mood against the previous
   * period's, to one decimal; null when either period has no entries.
   */
  async moodSummary(userId: string, window: StatsWindow): Promise<MoodSummary> {
    const [row] = (await this.db.query(
      `WITH days AS (${MOOD_DAYS}),
       periods AS (
         SELECT avg(mood) FILTER (WHERE day >= $4::date) AS current_mood,
                avg(mood) FILTER (WHERE day < $4::date) AS previous_mood,
                count(*) FILTER (WHERE day >= $4::date AND NOT filled)::int AS picked_days,
                count(*) FILTER (WHERE day >= $4::date AND filled)::int AS filled_days
         FROM days
       )
       SELECT (SELECT count(*)::int FROM journal.entries WHERE user_id = $1) AS total,
              (SELECT count(*)::int FROM journal.entries
                WHERE user_id = $1 AND entry_date >= $5::date AND entry_date < $3::date) AS this_week,
              ${ROUND('current_mood')} AS overall_mood,
              round(((current_mood - previous_mood) / NULLIF(previous_mood, 0) * 100)::numeric, 1)
                AS mood_trend,
              picked_days, filled_days
       FROM periods`,
      [userId, window.previousStart, window.end, window.start, window.weekStart],
    )) as MoodSummary[];
    return row;
  }

  /** One point per day (week, month) or month (year) that has entries, oldest first. */
  async moodSeries(userId: string, window: StatsWindow): Promise<JournalMoodPoint[]> {
    return (await this.db.query(
      `WITH days AS (${MOOD_DAYS})
       SELECT to_char(date_trunc('${window.unit}', day::timestamp), 'YYYY-MM-DD') AS date,
              ${ROUND('avg(mood)')} AS mood,
              sum(entries)::int AS entries,
              count(*)::int AS days,
              count(*) FILTER (WHERE filled)::int AS "filledDays"
       FROM days
       GROUP BY 1
       ORDER BY 1`,
      [userId, window.start, window.end],
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
   * The next entries of an export (in the list's order, written at or before `until`, after `after`),
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
           AND ($3::date IS NULL
                OR (entry_date, created_at, id) < ($3::date, $4::timestamptz, $5::uuid))
         ORDER BY ${LIST_ORDER}
         LIMIT ${PAGE_CANDIDATES}`,
      [userId, until, after?.entryDate ?? null, after?.createdAt ?? null, after?.id ?? null],
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
