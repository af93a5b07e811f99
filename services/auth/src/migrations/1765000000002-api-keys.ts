import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys for organisations: only each key's SHA-256 is kept (the secret is shown once), and the
 * texts each key analysed per UTC day, kept here rather than only in Redis so that the usage the
 * keys page shows survives a Redis restart. Both go with the user.
 */
export class ApiKeys1765000000002 implements MigrationInterface {
  name = 'ApiKeys1765000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        name varchar(60) NOT NULL CHECK (length(btrim(name)) > 0),
        prefix varchar(20) NOT NULL,
        hash char(64) NOT NULL,
        scopes text[] NOT NULL DEFAULT '{analysis}',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT api_keys_hash_key UNIQUE (hash)
      )`);
    // Listing and counting a user's live keys.
    await queryRunner.query(
      `CREATE INDEX api_keys_user_live_idx ON auth.api_keys (user_id) WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE auth.api_key_usage (
        key_id uuid NOT NULL REFERENCES auth.api_keys (id) ON DELETE CASCADE,
        day date NOT NULL,
        count integer NOT NULL CHECK (count >= 0),
        PRIMARY KEY (key_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.api_key_usage`);
    await queryRunner.query(`DROP TABLE auth.api_keys`);
  }
}
