import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Logouts kept durably (they were only in Redis, so a Redis restart undid them). Rows expire with
 * their token; deleting the account deletes them.
 */
export class SignedOutTokens1765000000000 implements MigrationInterface {
  name = 'SignedOutTokens1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.signed_out_tokens (
        token_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    // Purging the rows of tokens that have expired.
    await queryRunner.query(
      `CREATE INDEX signed_out_tokens_expires_at_idx ON auth.signed_out_tokens (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.signed_out_tokens`);
  }
}
