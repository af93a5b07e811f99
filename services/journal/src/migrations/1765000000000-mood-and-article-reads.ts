import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry's own mood (1–5) and activity tags, and the news articles a user opened: the Dashboard's
 * mood insights. Both are kept in clear, like the entries' analysis, because the insights group
 * them by day in SQL (docs/architecture.md, Mood insights, says what that means for privacy).
 */
export class MoodAndArticleReads1765000000000 implements MigrationInterface {
  name = 'MoodAndArticleReads1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE journal.entries
        ADD COLUMN mood smallint CHECK (mood BETWEEN 1 AND 5),
        ADD COLUMN activities text[] NOT NULL DEFAULT '{}' CHECK (cardinality(activities) <= 10)`);
    // One row per user, article and UTC day: opening an article twice in a day says nothing more.
    await queryRunner.query(`
      CREATE TABLE journal.article_reads (
        user_id uuid NOT NULL,
        article_id uuid NOT NULL,
        opened_on date NOT NULL,
        category varchar(64) NOT NULL,
        opened_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, opened_on, article_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE journal.article_reads`);
    await queryRunner.query(`ALTER TABLE journal.entries DROP COLUMN mood, DROP COLUMN activities`);
  }
}
