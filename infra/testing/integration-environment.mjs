// The integration tests' environment: each test file gets a PostgreSQL database and a Redis key
// prefix of its own, so files can run side by side in several jest workers (one file's rows, jobs
// and counters are never another's). The global setup (global-setup.ts) names the run; here, before
// the file loads, its database is created (empty: the services it starts migrate it, as in
// production) and DATABASE_URL, TEST_DATABASE_NAME and REDIS_PREFIX are set in the file's
// process.env; after the file (its afterAll hooks included), the database is dropped and the
// prefix's keys deleted. The global teardown removes whatever a crashed worker left.
//
// A file whose docblock has an `@exclusive` pragma (with its reason) runs while no other such file
// does: those start whole stacks of processes (the fault suite, the launcher, the analysis workers
// that are killed mid-job) and wait on them with limits that hold on two cores for one stack, not
// for two at once. The other worker goes on with the other files meanwhile.
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import MainRealmTypedArraysEnvironment from './node-environment.mjs';

/** As test-env.ts's databaseUrlFor: database `name` on the admin URL's server, credentials kept. */
function databaseUrlFor(name, adminUrl) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `journal_stats_3f9a1c` for gateway/test/journal-stats.spec.ts: readable, unique per path. */
function fileLabel(rootDir, testPath) {
  const path = relative(rootDir, testPath);
  const name = basename(path)
    .replace(/\.spec\.tsx?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 20);
  return `${name}_${createHash('sha256').update(path).digest('hex').slice(0, 6)}`;
}

/** Whether the process that took a lock is gone (the lock was left by a crashed worker). */
function ownerGone(lock) {
  try {
    process.kill(Number(readFileSync(join(lock, 'pid'), 'utf8')), 0);
    return false;
  } catch (err) {
    // ENOENT: taken a moment ago, its pid not written yet.
    return err.code === 'ESRCH';
  }
}

/** Takes the run's exclusive lock (a directory: mkdir is atomic), waiting while another file has it. */
async function acquire(lock) {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      if (ownerGone(lock)) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
}

export default class PerFileDatabaseEnvironment extends MainRealmTypedArraysEnvironment {
  constructor(config, context) {
    super(config, context);
    const { TEST_RUN_DATABASE, TEST_ADMIN_DATABASE_URL, REDIS_PREFIX } = process.env;
    if (!TEST_RUN_DATABASE || !TEST_ADMIN_DATABASE_URL || !REDIS_PREFIX) {
      throw new Error(
        'The integration environment needs the global setup (infra/testing/global-setup.ts).',
      );
    }
    const label = fileLabel(config.projectConfig.rootDir, context.testPath);
    // At most 63 characters (PostgreSQL's limit): the run's name is about 30, the label 27.
    this.database = `${TEST_RUN_DATABASE}_${label}`;
    this.adminUrl = TEST_ADMIN_DATABASE_URL;
    this.redisPrefix = `${REDIS_PREFIX}-${label.replace(/_/g, '-')}`;
    this.exclusiveLock =
      'exclusive' in context.docblockPragmas
        ? join(tmpdir(), `${TEST_RUN_DATABASE}.exclusive`)
        : undefined;
    Object.assign(this.global.process.env, {
      TEST_DATABASE_NAME: this.database,
      DATABASE_URL: databaseUrlFor(this.database, this.adminUrl),
      REDIS_PREFIX: this.redisPrefix,
    });
  }

  async setup() {
    await super.setup();
    if (this.exclusiveLock) await acquire(this.exclusiveLock);
    try {
      await this.admin(`CREATE DATABASE "${this.database}"`);
    } catch (err) {
      if (this.exclusiveLock) rmSync(this.exclusiveLock, { recursive: true, force: true });
      throw err;
    }
  }

  async teardown() {
    try {
      await this.admin(`DROP DATABASE IF EXISTS "${this.database}" WITH (FORCE)`);
      const redis = new Redis(process.env.REDIS_URL);
      try {
        const stream = redis.scanStream({ match: `${this.redisPrefix}*`, count: 500 });
        for await (const keys of stream) if (keys.length > 0) await redis.unlink(...keys);
      } finally {
        redis.disconnect();
      }
    } catch (err) {
      // Left for the global teardown; the file's results stand.
      process.stderr.write(`Could not clean up ${this.database}: ${String(err)}\n`);
    } finally {
      if (this.exclusiveLock) rmSync(this.exclusiveLock, { recursive: true, force: true });
      await super.teardown();
    }
  }

  async admin(sql) {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}
