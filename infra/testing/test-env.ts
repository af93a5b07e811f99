/**
 * Where a test's own database and Redis keys live. For the integration tests, each file gets its
 * own (integration-environment.mjs creates them under the run's names from the global setup, and
 * removes them after the file), so neither runs nor files running side by side see each other's
 * data. Every test (integration and browser) names its database through these helpers, so the URL
 * rules live here alone.
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

/** This test file's database, which its environment created and published as DATABASE_URL. */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL is unset: run integration tests through jest (--selectProjects integration).',
    );
  }
  return url;
}
