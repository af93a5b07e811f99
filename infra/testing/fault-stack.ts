import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { highestRateLimits } from '../../gateway/src/config';
import { freePort } from '../../e2e/harness/ports';
import { PostgresProxy, startPostgresProxy } from './postgres-proxy';
import { PrivateRedis, startPrivateRedis } from './private-redis';
import { ProcessKind, StackProcess, startProcess, waitUntilServing } from './processes';
import { ADMIN_DATABASE_URL, databaseUrlFor } from './test-env';

/**
 * A whole stack of real processes for the fault tests, on dependencies of its own: a private
 * Redis (killable), a fresh database reached through a proxy that can cut PostgreSQL off, and
 * each process started from its build, so a test can kill -9, SIGTERM and measure any of them.
 * Nothing here touches the PostgreSQL server's other databases or the shared Redis.
 */
export interface FaultStack {
  url: string;
  /** The processes' Redis key prefix (BullMQ's queues are under `<prefix>:bull`). */
  prefix: string;
  redis: PrivateRedis;
  postgres: PostgresProxy;
  /** A direct connection to the stack's database (not through the proxy). */
  db: Client;
  journalKey: string;
  /** The running processes by name (`journal-1`, `worker-2`, …). */
  processes: Map<string, StackProcess>;
  /** Starts (another) process of a kind under `name` and waits until it serves. */
  start(name: string, kind: ProcessKind): Promise<StackProcess>;
  stop(): Promise<void>;
}

/** Settings that make faults quick to recover from, and limits the bursts never meet. */
const FAULT_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  SERVE_FRONTEND: 'false',
  ...highestRateLimits(),
  UPLOAD_PENDING_PER_ADDRESS: '50',
  JOURNAL_STORAGE_QUOTA_MB: '500',
  DOCUMENT_CONCURRENCY: '1',
  // The production default: inference holds a worker's event loop for a while, and on a loaded
  // machine a shorter lock lapses on a live worker (which then loses its job).
  DOCUMENT_LOCK_MS: '10000',
  DOCUMENT_STALLED_INTERVAL_MS: '1000',
  DOCUMENT_DRAIN_MS: '300',
};

export async function startFaultStack(kinds: Record<string, ProcessKind>): Promise<FaultStack> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `sentilog_fault_${runId}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  const redis = await startPrivateRedis();
  const target = new URL(ADMIN_DATABASE_URL);
  const postgres = await startPostgresProxy({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const proxied = new URL(databaseUrlFor(database));
  proxied.hostname = '127.0.0.1';
  proxied.port = String(postgres.port);
  const db = new Client({ connectionString: databaseUrlFor(database) });
  await db.connect();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const journalKey = randomBytes(32).toString('base64');
  const prefix = `fault-${runId}`;
  const env = {
    ...FAULT_ENV,
    DATABASE_URL: proxied.toString(),
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOURNAL_ENCRYPTION_KEY: journalKey,
    APP_URL: url,
    PORT: String(port),
  };
  const processes = new Map<string, StackProcess>();

  const start = async (name: string, kind: ProcessKind) => {
    const healthPort = kind === 'gateway' ? port : await freePort();
    const proc = startProcess(name, kind, {
      ...env,
      ...(kind === 'gateway' ? {} : { HEALTH_PORT: String(healthPort) }),
    });
    processes.set(name, proc);
    const health =
      kind === 'gateway' ? `${url}/api/ready` : `http://127.0.0.1:${healthPort}/health`;
    await waitUntilServing(proc, health);
    return proc;
  };

  const stop = async () => {
    for (const proc of processes.values()) proc.signal('SIGKILL');
    await Promise.all([...processes.values()].map((proc) => proc.exited));
    await db.end().catch(() => undefined);
    await postgres.close();
    await redis.stop();
    const cleanup = new Client({ connectionString: ADMIN_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await cleanup.end();
  };

  try {
    // The services first (their migrations), then the gateway.
    const services = Object.entries(kinds).filter(([, kind]) => kind !== 'gateway');
    await Promise.all(services.map(([name, kind]) => start(name, kind)));
    for (const [name, kind] of Object.entries(kinds))
      if (kind === 'gateway') await start(name, kind);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, prefix, redis, postgres, db, journalKey, processes, start, stop };
}
