import { Client } from 'pg';
import { databaseUrlFor, testDatabaseUrl } from '../testing/test-env';

describe('test database URLs', () => {
  it("names another database on the admin URL's server, keeping its credentials and options", () => {
    expect(
      databaseUrlFor(
        'sentilog_e2e_1',
        'postgres://ann:secret@db.test:6543/postgres?sslmode=require',
      ),
    ).toBe('postgres://ann:secret@db.test:6543/sentilog_e2e_1?sslmode=require');
  });

  it("is this file's own database, under the run's name, the one its environment created", () => {
    expect(testDatabaseUrl()).toBe(databaseUrlFor(process.env.TEST_DATABASE_NAME!));
    expect(process.env.TEST_DATABASE_NAME).toMatch(
      new RegExp(`^${process.env.TEST_RUN_DATABASE}_test_env_[0-9a-f]{6}$`),
    );
    expect(process.env.REDIS_PREFIX).toMatch(/^sentilog-test-\w+-test-env-[0-9a-f]{6}$/);
  });

  it('exists, empty until a service migrates it', async () => {
    const db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    try {
      const { rows } = await db.query<{ name: string; tables: string }>(
        `SELECT current_database() AS name,
                (SELECT count(*) FROM pg_tables WHERE schemaname = 'public') AS tables`,
      );
      expect(rows).toEqual([{ name: process.env.TEST_DATABASE_NAME, tables: '0' }]);
    } finally {
      await db.end();
    }
  });

  it('refuses to guess when the global setup has not run', () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      expect(() => testDatabaseUrl()).toThrow(/DATABASE_URL is unset/);
    } finally {
      process.env.DATABASE_URL = saved;
    }
  });
});
