import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marks OAuth identities linked while the account's email was unconfirmed. Whoever held such an
 * account may have signed up with someone else's address; when the owner confirms it (a reset or
 * a confirmation link), those identities are deleted so the impostor's provider no longer signs in.
 * Existing rows: an identity linked after the account was created (not with it, as a provider
 * sign-up does) to an account still unconfirmed is treated as such; at worst a genuine owner who
 * changed their email re-links once.
 */
export class IdentityLinkedUnconfirmed1764400000000 implements MigrationInterface {
  name = 'IdentityLinkedUnconfirmed1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE auth.oauth_identities
         ADD COLUMN linked_while_unconfirmed boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      UPDATE auth.oauth_identities i SET linked_while_unconfirmed = true
        FROM auth.users u
        WHERE u.id = i.user_id AND u.email_verified_at IS NULL AND i.created_at > u.created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE auth.oauth_identities DROP COLUMN linked_while_unconfirmed`,
    );
  }
}
