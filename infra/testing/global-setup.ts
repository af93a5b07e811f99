import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL, databaseUrlFor, TEST_REDIS_URL } from './test-env';

/** Creates this run's database and Redis prefix; worker processes inherit them through the env. */
export default async function globalSetup(): Promise<void> {
  // Declared by both the integration and the browser projects: one database serves the whole run.
  if (process.env.TEST_DATABASE_NAME) return;
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `sentilog_test_${runId}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`Tests need PostgreSQL at ${ADMIN_DATABASE_URL}: ${String(err)}`);
  }
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Tests need Redis at ${TEST_REDIS_URL}: ${String(err)}`);
  } finally {
    redis.disconnect();
  }

  process.env.TEST_DATABASE_NAME = database;
  process.env.DATABASE_URL = databaseUrlFor(database);
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.REDIS_PREFIX = `sentilog-test-${runId}`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
}
