import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDocumentResults1764500000000 implements MigrationInterface {
  name = 'CreateDocumentResults1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analysis.document_results (
        job_id uuid PRIMARY KEY,
        extracted_text text NOT NULL,
        sentiment jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX document_results_expires_at_idx ON analysis.document_results (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE analysis.document_results`);
  }
}
