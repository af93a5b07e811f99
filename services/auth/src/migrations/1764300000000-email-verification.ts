import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email verification: an OAuth identity may link to an existing account by email only once the
 * account has proved it owns the address. Accounts created through Google or GitHub were verified
 * by the provider; accounts with a password have not proved anything yet.
 */
export class EmailVerification1764300000000 implements MigrationInterface {
  name = 'EmailVerification1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.users ADD COLUMN email_verified_at timestamptz`);
    await queryRunner.query(`
      UPDATE auth.users u SET email_verified_at = u.created_at
        WHERE u.password_hash IS NULL
          AND EXISTS (SELECT 1 FROM auth.oauth_identities i WHERE i.user_id = u.id)`);
    await queryRunner.query(`
      CREATE TABLE auth.email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_verification_tokens_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(
      `CREATE INDEX email_verification_tokens_user_id_idx ON auth.email_verification_tokens (user_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.email_verification_tokens`);
    await queryRunner.query(`ALTER TABLE auth.users DROP COLUMN email_verified_at`);
  }
}
