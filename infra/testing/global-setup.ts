import Redis from 'ioredis';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL } from './test-env';

const ROOT = join(__dirname, '../..');

/**
 * Names this run for the integration tests and checks that PostgreSQL and Redis answer; worker
 * processes inherit the names through the env. Each test file then gets a database and a Redis
 * prefix of its own under these names (integration-environment.mjs), so files run side by side.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_RUN_DATABASE) return;
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`Tests need PostgreSQL at ${ADMIN_DATABASE_URL}: ${String(err)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }

  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Tests need Redis at ${TEST_REDIS_URL}: ${String(err)}`);
  } finally {
    redis.disconnect();
  }

  // The specs that run compiled code (the launcher, the fault suite, the analysis CLIs) each bring
  // the build up to date with tsc -b themselves; files in parallel workers would then write the same
  // dist files at once while others run them. Built once here, their own builds find nothing to do
  // (about a second when the build is current, as after `npm run build` in `npm test`). Type errors
  // do not stop tsc from emitting; the type-check step reports them.
  spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  process.env.TEST_RUN_DATABASE = `sentilog_test_${runId}`;
  process.env.TEST_ADMIN_DATABASE_URL = ADMIN_DATABASE_URL;
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.REDIS_PREFIX = `sentilog-test-${runId}`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
}
