import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMessages1763780000000 implements MigrationInterface {
  name = 'CreateMessages1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact.messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL,
        client_ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX messages_created_at_idx ON contact.messages (created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact.messages`);
  }
}
