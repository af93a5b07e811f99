import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys' usage and quota count characters (a text its length, a document a fixed share), not
 * texts: 100 texts of 100,000 characters cost a thousand times 100 short ones. The new column
 * holds them; `count` (texts and documents) stays for the previous version while both run, and
 * goes in a later release.
 */
export class ApiKeyCharacters1765000000003 implements MigrationInterface {
  name = 'ApiKeyCharacters1765000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE auth.api_key_usage
         ADD COLUMN characters bigint NOT NULL DEFAULT 0 CHECK (characters >= 0),
         ALTER COLUMN count SET DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE auth.api_key_usage DROP COLUMN characters, ALTER COLUMN count DROP DEFAULT`,
    );
  }
}
