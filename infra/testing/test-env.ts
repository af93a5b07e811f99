/**
 * Where a test run's own database and Redis keys live. The global setup creates them fresh and
 * the teardown removes them, so runs never see each other's data. Every test (integration and
 * browser) names its database through these helpers, so the URL rules live here alone.
 */
export const ADMIN_DATABASE_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The URL of database `name` on the server (and with the credentials) of `adminUrl`. */
export function databaseUrlFor(name: string, adminUrl: string = ADMIN_DATABASE_URL): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** This run's database, which the global setup created and published as DATABASE_URL. */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is unset: run integration tests through jest (global setup).');
  }
  return url;
}
