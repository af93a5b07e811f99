import Redis from 'ioredis';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL } from './test-env';

/**
 * Drops this run's databases and deletes its Redis keys: each file's environment removes its own
 * (integration-environment.mjs); this catches what a crashed worker left.
 */
export default async function globalTeardown(): Promise<void> {
  const run = process.env.TEST_RUN_DATABASE;
  if (run?.startsWith('sentilog_test_')) {
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    const left = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [run],
    );
    for (const { datname } of left.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    // The lock of the files marked @exclusive (integration-environment.mjs), if a worker died with it.
    rmSync(join(tmpdir(), `${run}.exclusive`), { recursive: true, force: true });
  }
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('sentilog-test-')) {
    const redis = new Redis(TEST_REDIS_URL);
    const stream = redis.scanStream({ match: `${prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
    redis.disconnect();
  }
}
