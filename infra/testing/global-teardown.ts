import Redis from 'ioredis';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL } from './test-env';

/** Drops this run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_DATABASE_NAME;
  if (database) {
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
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
