import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a person needs to trust an article's labels: which model read it, whether the reading is
 * uncertain, and the outlet's own rating apart from what the article reads as. The sample articles
 * stored before this carried hand-written labels: they are deleted, and the next run that reaches no
 * feed seeds them again through the models.
 */
export class ModelReadings1764600000000 implements MigrationInterface {
  name = 'ModelReadings1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE news.articles
        ADD COLUMN sentiment_uncertain boolean NOT NULL DEFAULT false,
        ADD COLUMN sentiment_model varchar(40),
        ADD COLUMN bias_uncertain boolean NOT NULL DEFAULT false,
        ADD COLUMN bias_model varchar(40),
        ADD COLUMN outlet_name varchar(100),
        ADD COLUMN outlet_rating varchar(6) CHECK (outlet_rating IN ('LEFT', 'CENTER', 'RIGHT'))`);
    await queryRunner.query(`DELETE FROM news.articles WHERE is_demo`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE news.articles
        DROP COLUMN sentiment_uncertain,
        DROP COLUMN sentiment_model,
        DROP COLUMN bias_uncertain,
        DROP COLUMN bias_model,
        DROP COLUMN outlet_name,
        DROP COLUMN outlet_rating`);
  }
}
