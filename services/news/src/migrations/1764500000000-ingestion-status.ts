import { MigrationInterface, QueryRunner } from 'typeorm';

export class IngestionStatus1764500000000 implements MigrationInterface {
  name = 'IngestionStatus1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE news.ingestion_status (
        id smallint PRIMARY KEY CHECK (id = 1),
        last_run_at timestamptz NOT NULL,
        sources integer NOT NULL,
        unreachable integer NOT NULL,
        last_live_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE news.ingestion_status`);
  }
}
