/**
 * `npm start`'s launcher (infra/scripts/start.mjs --no-build) with the whole stack on a free port,
 * a fresh PostgreSQL database and a private Redis prefix, in the summary a terminal gets
 * (LOG_FORMAT=summary, as the launcher picks on one): a short start with one line per problem, the
 * full logs in LOG_FILE; a service killed once the stack is up comes back by itself while the
 * others keep running, and SIGTERM to the launcher alone still stops every process it started.
 * Linux only: processes are found through /proc.
 *
 * @exclusive a whole stack of processes: not beside another such file (integration-environment.mjs)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import Redis from 'ioredis';
import { Client } from 'pg';
import { freePort } from '../../e2e/harness/ports';
import { persistenceWarning } from '../../gateway/src/common/redis-persistence';
import { waitFor } from '../testing/redis-prefix';
import {
  ADMIN_DATABASE_URL,
  databaseUrlFor,
  TEST_REDIS_URL as REDIS_URL,
} from '../testing/test-env';

const ROOT = resolve(__dirname, '../..');
const LAUNCHER = resolve(ROOT, 'infra/scripts/start.mjs');
const CONTACT_ENTRY = 'services/contact/dist/main.js';

interface ProcessInfo {
  pid: number;
  command: string;
}

/** The live children of `parent`, with their command lines. */
function childrenOf(parent: number): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces: state, ppid.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== parent || state === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      found.push({ pid: Number(entry), command });
    } catch {
      // exited while we looked
    }
  }
  return found;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start launcher: its summary and crashes (whole stack, real PostgreSQL and Redis)', () => {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `sentilog_launcher_${runId}`;
  // Under the run's prefix, so the run's teardown would remove what this file leaves behind.
  const redisPrefix = `${process.env.REDIS_PREFIX ?? 'sentilog-test-local'}-launcher-${runId}`;
  let launcher: ChildProcess;
  let exited: Promise<number | null>;
  let url: string;
  const logFile = join(mkdtempSync(join(tmpdir(), 'sentilog-launcher-')), 'sentilog.log');
  const lines: string[] = [];
  const output = () => lines.join('\n');

  const sendContact = async (email: string) => {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Ann', email, message: 'still there?' }),
    }).catch(() => undefined);
    return res?.status;
  };

  beforeAll(async () => {
    // The launcher runs the compiled processes; bring the build up to date (incremental). Type
    // errors do not stop tsc from emitting (the type-check step reports them), so only a missing
    // entry point fails here.
    spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    for (const entry of ['gateway/dist/main.js', CONTACT_ENTRY]) {
      expect(existsSync(resolve(ROOT, entry))).toBe(true);
    }

    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();

    const port = await freePort();
    url = `http://localhost:${port}`;
    launcher = spawn(process.execPath, [LAUNCHER, '--no-build'], {
      cwd: ROOT,
      detached: true, // its own process group, so afterAll can clean up whatever is left
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SERVE_FRONTEND: 'false',
        CONTACT_RATE_LIMIT: '1000',
        API_RATE_LIMIT: '100000',
        JWT_SECRET: randomBytes(32).toString('hex'),
        APP_URL: url,
        PORT: String(port),
        DATABASE_URL: databaseUrlFor(database),
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        LOG_FORMAT: 'summary',
        LOG_FILE: logFile,
        // Refused at once, as offline: the news worker seeds its samples and says so.
        NEWS_FEEDS: JSON.stringify([
          { name: 'Unreachable', url: 'http://127.0.0.1:9/feed.xml', category: 'World' },
        ]),
      },
    });
    for (const stream of [launcher.stdout!, launcher.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => lines.push(line));
    }
    exited = new Promise((resolveExit) => launcher.once('exit', (code) => resolveExit(code)));
    await waitFor(
      () => output().includes(`SentiLog is running at ${url}`) || launcher.exitCode !== null,
      150_000,
      'the stack to be ready',
    );
    if (launcher.exitCode !== null) {
      throw new Error(`The stack exited before it was ready:\n${lines.slice(-40).join('\n')}`);
    }
  }, 420_000);

  afterAll(async () => {
    if (launcher?.pid && launcher.exitCode === null) {
      try {
        process.kill(-launcher.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = redis.scanStream({ match: `${redisPrefix}*`, count: 500 });
    for await (const batch of keys as AsyncIterable<string[]>) {
      if (batch.length > 0) await redis.unlink(...batch);
    }
    redis.disconnect();
  });

  it('starts quietly: what starts, one line per problem, the URL; every log line in the file', async () => {
    const feedLine = '[news-worker] 1 feed unreachable (offline?) — showing sample articles';
    // Its first run reads the sample articles with the models: seconds alone, but a CI run on a
    // loaded machine once took past 30 s.
    await waitFor(() => output().includes(feedLine), 120_000, 'the news worker to report its run');
    expect(lines[0]).toMatch(/^Starting [a-z-]+(, [a-z-]+)+; their logs: \S+sentilog\.log$/);
    expect(lines).toContain(`SentiLog is running at ${url}`);
    // A Redis without AOF (as on a developer's machine) is a real problem, so its one line stays.
    const redis = new Redis(REDIS_URL);
    const persistence = persistenceWarning(await redis.info('persistence'));
    redis.disconnect();
    // Nothing else: no JSON, no routes, no per-feed errors, no readiness 503s.
    expect(lines.filter((line) => line !== feedLine)).toEqual([
      lines[0],
      ...(persistence ? [`[gateway] ${persistence}`] : []),
      `SentiLog is running at ${url}`,
    ]);
    const logged = readFileSync(logFile, 'utf8');
    expect(logged).toMatch(
      /^\[news-worker\] \{.*"failed":\[\{"source":"Unreachable <http:\/\/127\.0\.0\.1:9\/feed\.xml>","err":/m,
    );
  }, 180_000);

  it('restarts a SIGKILLed service while the rest keep running, then SIGTERM stops every process', async () => {
    const before = childrenOf(launcher.pid!);
    const contact = before.find((p) => p.command.includes(CONTACT_ENTRY));
    expect(contact).toBeDefined();
    const others = before.filter((p) => p !== contact);
    expect(others.some((p) => p.command.includes('gateway/dist/main.js'))).toBe(true);
    expect(await sendContact('before@example.com')).toBe(200);

    process.kill(contact!.pid, 'SIGKILL');

    await waitFor(
      () => output().includes('contact stopped unexpectedly (SIGKILL); restarting it in 0.5 s.'),
      10_000,
      'the launcher to notice the crash',
    );
    let restarted: ProcessInfo | undefined;
    let status: number | undefined;
    await waitFor(
      async () => {
        restarted = childrenOf(launcher.pid!).find((p) => p.command.includes(CONTACT_ENTRY));
        status = await sendContact('after@example.com');
        return restarted !== undefined && status === 200;
      },
      90_000,
      'the contact service to come back and answer through the gateway',
    );
    expect(restarted!.pid).not.toBe(contact!.pid);
    expect(launcher.exitCode).toBeNull();
    expect(output()).not.toContain('stopping SentiLog');
    // Nothing else was restarted: the same processes are still serving.
    expect(others.every((p) => isAlive(p.pid))).toBe(true);
    const after = childrenOf(launcher.pid!);
    expect(after.map((p) => p.pid).sort()).toEqual(
      [...others.map((p) => p.pid), restarted!.pid].sort(),
    );
    const db = new Client({ connectionString: databaseUrlFor(database) });
    await db.connect();
    const { rows } = await db.query('SELECT email FROM contact.messages ORDER BY created_at');
    await db.end();
    expect(rows.map((r: { email: string }) => r.email)).toContain('after@example.com');

    // SIGTERM to the launcher alone (not its process group): it must take every child with it.
    process.kill(launcher.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(after.filter((p) => isAlive(p.pid))).toEqual([]);
  }, 180_000);
});
