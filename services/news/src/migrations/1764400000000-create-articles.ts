import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateArticles1764400000000 implements MigrationInterface {
  name = 'CreateArticles1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE news.articles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        text text NOT NULL,
        content text,
        content_fetched_at timestamptz,
        source varchar(100) NOT NULL,
        author varchar(200),
        category varchar(60) NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        published_at timestamptz NOT NULL,
        read_time varchar(20) NOT NULL,
        sentiment varchar(8) NOT NULL CHECK (sentiment IN ('Positive', 'Neutral', 'Negative')),
        sentiment_score real NOT NULL,
        confidence real NOT NULL,
        bias varchar(6) NOT NULL CHECK (bias IN ('LEFT', 'CENTER', 'RIGHT')),
        bias_confidence real NOT NULL,
        is_demo boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Ingestion inserts with ON CONFLICT DO NOTHING against this index, so two workers reading the
    // same feed at once still store each article once.
    await queryRunner.query(`CREATE UNIQUE INDEX articles_url_key ON news.articles (url)`);
    await queryRunner.query(
      `CREATE INDEX articles_published_idx ON news.articles (published_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX articles_demo_idx ON news.articles (is_demo) WHERE is_demo`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE news.articles`);
  }
}
