/**
 * Starts a whole SentiLog stack, the way a user runs it:
 * `node infra/scripts/start.mjs --no-build` (the build must already exist), on a free port, with a
 * fresh PostgreSQL database and a private Redis key prefix. `stop()` ends the process group and
 * removes the database and the keys. The browser tests share one (`shared-stack.ts`); a spec that
 * needs another environment starts its own.
 *
 * Environment:
 * - E2E_ADMIN_DATABASE_URL (or TEST_ADMIN_DATABASE_URL): a PostgreSQL URL allowed to create
 *   databases; default postgres://postgres@127.0.0.1:5432/postgres.
 * - REDIS_URL: default redis://127.0.0.1:6379.
 * - E2E_START_SCRIPT: another start script to run instead of infra/scripts/start.mjs (same
 *   contract: reads PORT, DATABASE_URL, REDIS_PREFIX, prints the ready line, stops on SIGTERM).
 * - E2E_STACK_LOGS=1: echo the stack's output while the tests run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import Redis from 'ioredis';
import { Client } from 'pg';
import { databaseUrlFor } from '../../infra/testing/test-env';
import { databaseProbe } from './database';
import { ROOT } from './paths';
import { freePort } from './ports';

const ADMIN_DATABASE_URL =
  process.env.E2E_ADMIN_DATABASE_URL ??
  process.env.TEST_ADMIN_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_LINES_KEPT = 400;

export interface StackOptions {
  /** Extra environment for every process of the stack (OAuth URLs, SMTP_URL, …). */
  env?: Record<string, string | undefined>;
}

export interface Stack {
  /** http://localhost:<port>, serving the built frontend and /api. */
  url: string;
  port: number;
  databaseUrl: string;
  redisPrefix: string;
  /** A connection to this stack's database, for checking what the app stored. */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The last lines the stack printed (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
}

/**
 * Settings that keep the tests from tripping the production rate limits: every spec file talks to
 * the shared stack from the same address (127.0.0.1), so the per-address counts of the whole run
 * add up. No browser test asserts one of these limits (the integration tests do).
 */
const TEST_DEFAULTS: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  API_RATE_LIMIT: '100000',
  AUTH_RATE_LIMIT: '1000',
  CONTACT_RATE_LIMIT: '1000',
  ANALYZE_RATE_LIMIT: '1000',
  ANALYZE_UPLOAD_RATE_LIMIT: '1000',
  LOGIN_RATE_LIMIT_IP: '1000',
  LOGIN_RATE_LIMIT_EMAIL: '1000',
};

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `sentilog_e2e_${runId}`;
  const databaseUrl = databaseUrlFor(database, ADMIN_DATABASE_URL);
  const redisPrefix = `sentilog-e2e-${runId}`;
  const port = await freePort();
  const url = `http://localhost:${port}`;

  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`The browser tests need PostgreSQL at ${ADMIN_DATABASE_URL}: ${String(err)}`);
  }
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  const lines: string[] = [];
  const lineListeners: ((line: string) => void)[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > LOG_LINES_KEPT) lines.shift();
    if (process.env.E2E_STACK_LOGS === '1') process.stdout.write(`[stack:${port}] ${line}\n`);
    for (const listener of lineListeners) listener(line);
  };

  const script = process.env.E2E_START_SCRIPT
    ? resolve(process.env.E2E_START_SCRIPT)
    : resolve(ROOT, 'infra/scripts/start.mjs');
  const child: ChildProcess = spawn(process.execPath, [script, '--no-build'], {
    cwd: ROOT,
    detached: true, // its own process group, so stop() reaches every service it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...TEST_DEFAULTS,
      JWT_SECRET: randomBytes(32).toString('hex'),
      APP_URL: url,
      ...options.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
    },
  });
  if (child.stdout) createInterface({ input: child.stdout }).on('line', keep);
  if (child.stderr) createInterface({ input: child.stderr }).on('line', keep);
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => resolveExit(code)),
  );

  const db = databaseProbe(databaseUrl);
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await db.end();
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(true), STOP_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await exited;
      }
    }
    // Services that outlived the parent for a moment still hold connections: FORCE drops them.
    const cleanup = new Client({ connectionString: ADMIN_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await cleanup.end();
    const redis = new Redis(REDIS_URL);
    const keys = redis.scanStream({ match: `${redisPrefix}*`, count: 500 });
    for await (const batch of keys as AsyncIterable<string[]>) {
      if (batch.length > 0) await redis.unlink(...batch);
    }
    redis.disconnect();
  };

  const ready = new RegExp(`SentiLog is running at http://localhost:${port}\\b`);
  const outcome = await new Promise<'ready' | 'exited' | 'timeout'>((resolveReady) => {
    const timer = setTimeout(() => resolveReady('timeout'), START_TIMEOUT_MS);
    lineListeners.push((line) => {
      if (ready.test(line)) {
        clearTimeout(timer);
        resolveReady('ready');
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolveReady('exited');
    });
  });

  if (outcome !== 'ready') {
    const tail = lines.slice(-60).join('\n');
    await stop().catch(() => undefined);
    throw new Error(
      outcome === 'exited'
        ? `The stack exited before it was ready. Its last output:\n${tail}`
        : `The stack was not ready within ${START_TIMEOUT_MS / 1000} s. Its last output:\n${tail}`,
    );
  }

  return {
    url,
    port,
    databaseUrl,
    redisPrefix,
    query: db.query,
    logs: () => lines.join('\n'),
    stop,
  };
}
