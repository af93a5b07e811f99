import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An article's sentiment reading gains Mixed (strong feelings both ways), its magnitude, the irony
 * flag and the language of its headline and summary (issue 35). Articles read before keep their
 * label; their magnitude is |score|, the figure for a text read as one part, and their language
 * 'und' (never checked, read as English). Articles are pruned after NEWS_RETENTION_DAYS, so these
 * stand-ins leave within a month.
 */
export class ArticleReadingFigures1766500000000 implements MigrationInterface {
  name = 'ArticleReadingFigures1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE news.articles
        DROP CONSTRAINT articles_sentiment_check,
        ADD CONSTRAINT articles_sentiment_check
          CHECK (sentiment IN ('Positive', 'Neutral', 'Negative', 'Mixed')),
        ADD COLUMN sentiment_magnitude real NOT NULL DEFAULT 0
          CHECK (sentiment_magnitude >= 0 AND sentiment_magnitude <= 1),
        ADD COLUMN ironic boolean NOT NULL DEFAULT false,
        ADD COLUMN language varchar(8) NOT NULL DEFAULT 'und'`);
    await queryRunner.query(
      `UPDATE news.articles SET sentiment_magnitude = least(abs(sentiment_score), 1)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE news.articles SET sentiment = 'Neutral' WHERE sentiment = 'Mixed'`,
    );
    await queryRunner.query(`
      ALTER TABLE news.articles
        DROP COLUMN sentiment_magnitude,
        DROP COLUMN ironic,
        DROP COLUMN language,
        DROP CONSTRAINT articles_sentiment_check,
        ADD CONSTRAINT articles_sentiment_check
          CHECK (sentiment IN ('Positive', 'Neutral', 'Negative'))`);
  }
}
