import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEntries1764400000000 implements MigrationInterface {
  name = 'CreateEntries1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE journal.entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        content bytea NOT NULL,
        key_id varchar(32) NOT NULL,
        sentiment varchar(8) NOT NULL CHECK (sentiment IN ('POSITIVE', 'NEUTRAL', 'NEGATIVE')),
        score double precision NOT NULL CHECK (score BETWEEN -1 AND 1),
        confidence double precision NOT NULL,
        emotion varchar(16) NOT NULL,
        emotions jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Paging newest first (the id breaks ties) and the statistics' time windows, per user.
    await queryRunner.query(
      `CREATE INDEX entries_user_created_idx ON journal.entries (user_id, created_at DESC, id DESC)`,
    );
    // Finding rows still under an old key, when rotating.
    await queryRunner.query(`CREATE INDEX entries_key_id_idx ON journal.entries (key_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE journal.entries`);
  }
}
