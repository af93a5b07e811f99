import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Journal II: an entry's own day (backdating), entries that are a mood alone (no words, so no
 * analysis), and the daily reminders with the browsers subscribed to their push notifications.
 *
 * Written so the previous release keeps working beside this schema while pods roll: `entry_date`
 * has a default (the UTC day, what the previous release's entries meant) and nothing is dropped.
 */
export class EntryDaysAndReminders1766000000000 implements MigrationInterface {
  name = 'EntryDaysAndReminders1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every existing entry is about the UTC day it was written on, as the statistics read it.
    await queryRunner.query(`
      ALTER TABLE journal.entries
        ADD COLUMN entry_date date NOT NULL DEFAULT ((now() AT TIME ZONE 'UTC')::date)`);
    await queryRunner.query(`
      UPDATE journal.entries SET entry_date = (created_at AT TIME ZONE 'UTC')::date`);
    // The list pages by the entry's day, then the moment it was written; the statistics, the
    // insights and the reminders' "already written today" read a user's days.
    await queryRunner.query(`
      CREATE INDEX entries_user_day_idx
        ON journal.entries (user_id, entry_date DESC, created_at DESC, id DESC)`);
    // A mood alone is an entry: its words, and so their analysis, may be missing, but not both.
    await queryRunner.query(`
      ALTER TABLE journal.entries
        ALTER COLUMN sentiment DROP NOT NULL,
        ALTER COLUMN score DROP NOT NULL,
        ALTER COLUMN confidence DROP NOT NULL,
        ALTER COLUMN emotion DROP NOT NULL,
        ALTER COLUMN emotions DROP NOT NULL,
        ADD CONSTRAINT entries_words_or_mood CHECK (sentiment IS NOT NULL OR mood IS NOT NULL)`);

    // One row per person who set a reminder. `last_sent_on` is the person's own day of the last
    // reminder sent: the sweep claims a day by setting it, so a day is sent at most once.
    await queryRunner.query(`
      CREATE TABLE journal.reminders (
        user_id uuid PRIMARY KEY,
        email boolean NOT NULL DEFAULT false,
        push boolean NOT NULL DEFAULT false,
        remind_at time NOT NULL,
        time_zone varchar(64) NOT NULL,
        last_sent_on date,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE INDEX reminders_on_idx ON journal.reminders (remind_at) WHERE email OR push`);
    // A browser's push subscription: the push service's address and the keys to encrypt for it.
    await queryRunner.query(`
      CREATE TABLE journal.push_subscriptions (
        endpoint text PRIMARY KEY,
        user_id uuid NOT NULL,
        p256dh varchar(100) NOT NULL,
        auth varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX push_subscriptions_user_idx ON journal.push_subscriptions (user_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE journal.push_subscriptions`);
    await queryRunner.query(`DROP TABLE journal.reminders`);
    await queryRunner.query(`DELETE FROM journal.entries WHERE sentiment IS NULL`);
    await queryRunner.query(`
      ALTER TABLE journal.entries
        DROP CONSTRAINT entries_words_or_mood,
        ALTER COLUMN sentiment SET NOT NULL,
        ALTER COLUMN score SET NOT NULL,
        ALTER COLUMN confidence SET NOT NULL,
        ALTER COLUMN emotion SET NOT NULL,
        ALTER COLUMN emotions SET NOT NULL`);
    await queryRunner.query(`DROP INDEX journal.entries_user_day_idx`);
    await queryRunner.query(`ALTER TABLE journal.entries DROP COLUMN entry_date`);
  }
}
