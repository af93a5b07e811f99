import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outlet of each article a user opened, with the rating the article was shown with, and
 * whether it was a sample article: "my news bias" (docs/architecture.md, News bias). Reads recorded
 * before have none and count as unrated.
 */
export class ArticleReadOutlets1765300000000 implements MigrationInterface {
  name = 'ArticleReadOutlets1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE journal.article_reads
        ADD COLUMN outlet varchar(100),
        ADD COLUMN outlet_rating varchar(6) CHECK (outlet_rating IN ('LEFT', 'CENTER', 'RIGHT')),
        ADD COLUMN sample boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE journal.article_reads DROP COLUMN outlet, DROP COLUMN outlet_rating, DROP COLUMN sample`,
    );
  }
}
