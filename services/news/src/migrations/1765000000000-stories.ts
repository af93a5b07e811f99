import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stories: articles about one event, grouped at ingestion by their sentence vectors
 * (stories/cluster.ts). Articles keep their vector and their story. The sample articles are
 * deleted so that the next run reaching no feed seeds them again, with vectors and stories;
 * stored feed articles keep no story until newer ones arrive.
 */
export class Stories1765000000000 implements MigrationInterface {
  name = 'Stories1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE news.stories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        first_published_at timestamptz NOT NULL,
        last_published_at timestamptz NOT NULL,
        centroid real[] NOT NULL,
        article_count int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX stories_last_published ON news.stories (last_published_at DESC)`,
    );
    await queryRunner.query(`
      ALTER TABLE news.articles
        ADD COLUMN embedding real[],
        ADD COLUMN story_id uuid REFERENCES news.stories (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX articles_story ON news.articles (story_id)`);
    await queryRunner.query(`DELETE FROM news.articles WHERE is_demo`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX news.articles_story`);
    await queryRunner.query(
      `ALTER TABLE news.articles DROP COLUMN story_id, DROP COLUMN embedding`,
    );
    await queryRunner.query(`DROP TABLE news.stories`);
  }
}
