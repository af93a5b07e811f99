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

  it("is this run's own database, the one the global setup created", () => {
    expect(testDatabaseUrl()).toBe(databaseUrlFor(process.env.TEST_DATABASE_NAME!));
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
