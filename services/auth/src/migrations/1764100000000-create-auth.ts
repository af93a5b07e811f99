import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuth1764100000000 implements MigrationInterface {
  name = 'CreateAuth1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        firstname varchar(100) NOT NULL,
        lastname varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text,
        token_version integer NOT NULL DEFAULT 0,
        photo_id uuid,
        avatar_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_email_normalised CHECK (email = lower(btrim(email)))
      )`);
    await queryRunner.query(`
      CREATE TABLE auth.photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        content_type varchar(20) NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX photos_user_id_idx ON auth.photos (user_id)`);
    await queryRunner.query(`
      ALTER TABLE auth.users ADD CONSTRAINT users_photo_id_fkey
        FOREIGN KEY (photo_id) REFERENCES auth.photos (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE TABLE auth.oauth_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL,
        provider_user_id varchar(255) NOT NULL,
        email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oauth_identities_provider_key UNIQUE (provider, provider_user_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX oauth_identities_user_id_idx ON auth.oauth_identities (user_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE auth.password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_reset_tokens_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_tokens_user_id_idx ON auth.password_reset_tokens (user_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.password_reset_tokens`);
    await queryRunner.query(`DROP TABLE auth.oauth_identities`);
    await queryRunner.query(`ALTER TABLE auth.users DROP CONSTRAINT users_photo_id_fkey`);
    await queryRunner.query(`DROP TABLE auth.photos`);
    await queryRunner.query(`DROP TABLE auth.users`);
  }
}
