import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry's reading gains MIXED (strong feelings both ways), its magnitude, the irony flag and
 * its language (issue 35), null like the rest of the analysis for a mood without words. Entries
 * read before keep their label; their magnitude is |score|, the figure for a text read as one
 * part, and their language 'und' (never checked, read as English).
 */
export class EntryReadingFigures1766500000000 implements MigrationInterface {
  name = 'EntryReadingFigures1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE journal.entries
        DROP CONSTRAINT entries_sentiment_check,
        ADD CONSTRAINT entries_sentiment_check
          CHECK (sentiment IN ('POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED')),
        ADD COLUMN magnitude double precision CHECK (magnitude >= 0 AND magnitude <= 1),
        ADD COLUMN ironic boolean,
        ADD COLUMN language varchar(8)`);
    await queryRunner.query(`
      UPDATE journal.entries
         SET magnitude = least(abs(score), 1), ironic = false, language = 'und'
       WHERE sentiment IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The old schema has no MIXED: such entries keep their text and read as Neutral.
    await queryRunner.query(
      `UPDATE journal.entries SET sentiment = 'NEUTRAL' WHERE sentiment = 'MIXED'`,
    );
    await queryRunner.query(`
      ALTER TABLE journal.entries
        DROP COLUMN magnitude,
        DROP COLUMN ironic,
        DROP COLUMN language,
        DROP CONSTRAINT entries_sentiment_check,
        ADD CONSTRAINT entries_sentiment_check
          CHECK (sentiment IN ('POSITIVE', 'NEUTRAL', 'NEGATIVE'))`);
  }
}
