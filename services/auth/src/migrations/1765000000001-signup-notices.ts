import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-up answers the same whether or not the address has an account, and mails the owner of an
 * existing one instead; this remembers when, so repeated attempts send at most one mail an hour.
 */
export class SignupNotices1765000000001 implements MigrationInterface {
  name = 'SignupNotices1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.users ADD COLUMN signup_notice_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.users DROP COLUMN signup_notice_at`);
  }
}
