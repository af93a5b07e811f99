import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

// pg and ioredis belong to the services; resolve them from there rather than the root.
const require = createRequire(join(ROOT, 'services/platform/package.json'));
const { Client } = require('pg');
const Redis = require('ioredis');

/** Fails with one line a person can act on, never a stack trace. */
export class PreflightError extends Error {}

/** Checks PostgreSQL is reachable and creates the application database if it is missing. */
export async function preparePostgres(databaseUrl) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new PreflightError(
      `Cannot reach PostgreSQL at ${target.host} (${err.code ?? err.message}). Start PostgreSQL 14+ there, or set DATABASE_URL=postgres://user:password@host:5432/sentilog.`,
    );
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function checkRedis(redisUrl) {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const info = await redis.info('server');
    const version = /redis_version:(\d+)\.(\d+)/.exec(info);
    if (
      version &&
      (Number(version[1]) < 6 || (Number(version[1]) === 6 && Number(version[2]) < 2))
    ) {
      throw new PreflightError(
        `Redis at ${new URL(redisUrl).host} is ${version[0].split(':')[1]}; SentiLog needs Redis 6.2 or newer.`,
      );
    }
  } catch (err) {
    if (err instanceof PreflightError) throw err;
    throw new PreflightError(
      `Cannot reach Redis at ${new URL(redisUrl).host} (${err.code ?? err.message}). Start Redis 6.2+ there, or set REDIS_URL=redis://host:6379.`,
    );
  } finally {
    redis.disconnect();
  }
}
