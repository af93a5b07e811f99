/**
 * `npm run bench -- load`: HTTP load on the whole stack with autocannon, row after row, beside a
 * bare NestJS application (one GET route, started here on a free port) measured in the same run.
 *
 * By default it starts a stack of its own for each analysis replica count (`--analysis-replicas
 * 1,2`): `infra/scripts/start.mjs --no-build --replicas analysis=N` on a free port, with a fresh
 * PostgreSQL database, a private Redis prefix, NODE_ENV=production, JSON logs into
 * bench/results/load-stack-<N>.log and every rate limit at the highest value its setting allows; it
 * stops the stack and removes the database and the keys at the end, on an error and on Ctrl-C.
 * With BENCH_URL it loads that stack instead (its rate limits must allow the load, and the
 * processes' CPU and memory are not recorded).
 *
 * Each row runs `--warmup` seconds (not counted), then `--duration` seconds with `--connections`;
 * a row also stops after `--max-requests`, and the whole run skips the rows that would end after
 * `--max-minutes`. While a row runs, the CPU time and peak resident memory of every process of the
 * stack (the launcher's children, named from their command lines), of the bare app, of this
 * process (autocannon) and of Redis and PostgreSQL (machine-wide: other work on the machine counts
 * there too) are sampled from /proc.
 *
 *   --analysis-replicas 1,2   one stack per count; the analyze rows' req/s are compared
 *   --rows bare,health,…      rows to run (all by default; see ROWS)
 *   --duration 15 --warmup 2 --connections 50 --users 50 --max-requests 250000 --max-minutes 20
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT } from './ensure-built.mjs';
import { allProcesses, startSampling } from './processes.mjs';
import { printTable, writeResults } from './report.mjs';

const requireFromServices = createRequire(join(ROOT, 'services/platform/package.json'));
const { Client } = requireFromServices('pg');
const Redis = requireFromServices('ioredis');
const { listProcesses } = await import('../infra/scripts/workspaces.mjs');

const ROWS = {
  bare: 'bare NestJS: GET /api/health (one route, nothing else)',
  health: 'GET /api/health',
  news: 'GET /api/news',
  'analyze-same': 'POST /api/analyze/text, the same text every time',
  'analyze-different': 'POST /api/analyze/text, a different text every request',
  journal: 'POST /api/journal, signed in as --users users in turn, a different text each',
  signin: 'POST /api/auth/signin, --users users in turn',
};

/** What the issue asks of each row; printed beside it, never asserted. */
const TARGETS = {
  health: {
    text: '≥ 0.6× bare',
    met: (row, bare) => bare && row.reqPerSec >= 0.6 * bare.reqPerSec,
  },
  news: {
    text: '≥ 3,000 req/s, p99 ≤ 50 ms',
    met: (row) => row.reqPerSec >= 3000 && row.p99 <= 50,
  },
  'analyze-same': { text: '≥ 1,500 req/s', met: (row) => row.reqPerSec >= 1500 },
  'analyze-different': {
    text: '≥ 400 req/s, p99 ≤ 250 ms',
    met: (row) => row.reqPerSec >= 400 && row.p99 <= 250,
  },
};

/** Every rate limit at the highest value its setting accepts (read from the gateway's schema). */
const RATE_LIMITS = createRequire(import.meta.url)(
  join(ROOT, 'gateway/dist/config.js'),
).highestRateLimits();

const PASSWORD = 'Sentilog!Load-2026';
const SAME_TEXT =
  'The new library opened downtown this morning and families queued happily in the sunshine, ' +
  'though a few neighbours still worry about the parking.';
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

const { values: options } = parseArgs({
  options: {
    'analysis-replicas': { type: 'string', default: '1,2' },
    rows: { type: 'string', default: Object.keys(ROWS).join(',') },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '50' },
    'max-requests': { type: 'string', default: '250000' },
    'max-minutes': { type: 'string', default: '20' },
  },
});
const duration = positive('duration');
const warmup = Number(options.warmup);
if (!(warmup >= 0)) usage('--warmup must be 0 or more seconds');
const connections = positive('connections');
const userCount = positive('users');
const maxRequests = Math.max(positive('max-requests'), connections);
const deadline = Date.now() + positive('max-minutes') * 60_000;
const rowNames = options.rows.split(',').filter(Boolean);
for (const name of rowNames) {
  if (!ROWS[name]) usage(`unknown row ${name}`);
}
const external = process.env.BENCH_URL?.replace(/\/+$/, '');
const replicaCounts = external
  ? [null]
  : options['analysis-replicas'].split(',').map((value) => {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1 || count > 16) {
        usage(`--analysis-replicas ${value}: 1 to 16`);
      }
      return count;
    });

function positive(name) {
  const value = Number(options[name]);
  if (!(value > 0)) usage(`--${name} must be a positive number`);
  return value;
}

function usage(problem) {
  process.stderr.write(
    `${problem}\nUsage: npm run bench -- load [--analysis-replicas 1,2] [--rows ${Object.keys(ROWS).join(',')}] ` +
      '[--duration 15] [--warmup 2] [--connections 50] [--users 50] [--max-requests 250000] [--max-minutes 20]\n',
  );
  process.exit(2);
}

const say = (line) => process.stdout.write(`${line}\n`);

// --- texts -------------------------------------------------------------------------------------

const OPENINGS = [
  'This morning',
  'After the long meeting',
  'On the train home',
  'Late last night',
  'At lunch with my sister',
  'Before the storm',
  'At the community garden',
  'While the kids were at school',
];
const EVENTS = [
  'the new manager praised our team for the careful work on the launch',
  'my landlord finally fixed the heating after three weeks of cold rooms',
  'the bus broke down again and I missed half of the concert',
  'an old friend called with wonderful news about her baby',
  'the council announced that the library will close next spring',
  'our small shop sold more bread than in any week since it opened',
  'the doctor said the test results look much better than last time',
  'someone scratched my car in the parking lot and drove away',
];
const FEELINGS = [
  'and I felt calm and grateful',
  'which left me angry and exhausted',
  'so I am cautiously hopeful',
  'and I do not know what to think',
  'and the whole street seemed cheerful',
  'which made me anxious about the bills',
];
const NAMES = ['Rowan', 'Amara', 'Tomas', 'Keiko', 'Lionel', 'Priya', 'Odile', 'Mateo', 'Sanna'];

/**
 * The n-th of many distinct, realistic texts of 20 to 30 words: the templates combine in 3,456
 * ways, and a counter word (the note's number) keeps every text distinct past those.
 */
function distinctText(n) {
  let rest = n;
  const pick = (list) => {
    const item = list[rest % list.length];
    rest = Math.floor(rest / list.length);
    return item;
  };
  const event = pick(EVENTS);
  const feeling = pick(FEELINGS);
  const opening = pick(OPENINGS);
  const name = pick(NAMES);
  return `${opening}, ${event}, ${feeling} (${name}, note ${n + 1}).`;
}

// --- the stack ---------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const adminDatabaseUrl =
  process.env.BENCH_ADMIN_DATABASE_URL ??
  process.env.TEST_ADMIN_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const cleanups = [];

/** Runs (and forgets) every cleanup registered so far, newest first; errors are reported only. */
async function cleanUp() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup();
    } catch (err) {
      process.stderr.write(`cleanup: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
}

function onExit(child) {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
}

async function stopGroup(child, exited) {
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      return; // the group is gone
    }
    let timer;
    const done = await Promise.race([
      exited.then(() => true),
      new Promise((r) => (timer = setTimeout(() => r(false), STOP_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (done && signal === 'SIGTERM') {
      // The launcher waits for its children, but a SIGKILL after it leaves none behind.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
      return;
    }
  }
}

async function startStack(replicas) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `sentilog_bench_load_${runId}`;
  const databaseUrl = new URL(adminDatabaseUrl);
  databaseUrl.pathname = `/${database}`;
  const redisPrefix = `sentilog-bench-load-${runId}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const logFile = join(resultsDir, `load-stack-${replicas}.log`);
  const log = openSync(logFile, 'w');

  cleanups.push(async () => {
    const admin = new Client({ connectionString: adminDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(redisUrl);
    const keys = redis.scanStream({ match: `${redisPrefix}*`, count: 500 });
    for await (const batch of keys) if (batch.length > 0) await redis.unlink(...batch);
    redis.disconnect();
  });
  const launcher = spawn(
    process.execPath,
    [join(ROOT, 'infra/scripts/start.mjs'), '--no-build', '--replicas', `analysis=${replicas}`],
    {
      cwd: ROOT,
      detached: true, // its own process group, so every process it started can be stopped
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        ...RATE_LIMITS,
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        JWT_SECRET: randomBytes(32).toString('hex'),
        JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SERVE_FRONTEND: 'false',
        // Refused at once, as offline: the news worker seeds its sample articles, once.
        NEWS_FEEDS: JSON.stringify([
          { name: 'Unreachable', url: 'http://127.0.0.1:9/feed.xml', category: 'World' },
        ]),
        NEWS_REFRESH_MINUTES: String(24 * 60),
      },
    },
  );
  closeSync(log);
  const exited = onExit(launcher);
  cleanups.push(() => stopGroup(launcher, exited));

  const started = Date.now();
  const output = () => readFileSync(logFile, 'utf8');
  while (!output().includes('SentiLog is running at')) {
    if (launcher.exitCode !== null || launcher.signalCode !== null) {
      throw new Error(
        `The stack stopped while starting; the end of ${relative(ROOT, logFile)}:\n` +
          output().split('\n').slice(-30).join('\n'),
      );
    }
    if (Date.now() - started > START_TIMEOUT_MS) {
      throw new Error(`The stack was not ready within ${START_TIMEOUT_MS / 1000} s.`);
    }
    await sleep(500);
  }
  // The news worker's first run reads the sample articles through the models; wait for it, so
  // it does not share the machine with the first rows.
  while (Date.now() - started < START_TIMEOUT_MS) {
    const status = await fetch(`${url}/api/news/status`)
      .then((res) => res.json())
      .catch(() => ({}));
    if (status.lastRunAt) break;
    await sleep(500);
  }
  return {
    url,
    launcherPid: launcher.pid,
    logFile,
    startSeconds: (Date.now() - started) / 1000,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startBare() {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-nest.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = onExit(child);
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  const port = await new Promise((resolvePort, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolvePort(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare NestJS app exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

/**
 * The processes to sample, as `{name: [pid, …]}`: the launcher and each of its children (named
 * after the process whose entry file its command line runs; copies of one as name-1, name-2 in
 * the order they started), the bare app, this process, and Redis and PostgreSQL.
 */
function processGroups(launcherPid, barePid) {
  const all = allProcesses();
  const groups = {};
  if (launcherPid) {
    groups.launcher = [launcherPid];
    const declared = listProcesses();
    const byName = new Map();
    for (const child of all.filter((p) => p.ppid === launcherPid).sort((a, b) => a.pid - b.pid)) {
      const found = declared.find((p) => child.command.split(' ').includes(p.script));
      const name = found?.name ?? child.comm;
      byName.set(name, [...(byName.get(name) ?? []), child.pid]);
    }
    for (const [name, pids] of byName) {
      if (pids.length === 1) groups[name] = pids;
      else pids.forEach((pid, i) => (groups[`${name}-${i + 1}`] = [pid]));
    }
  }
  if (barePid) groups['bare-nest'] = [barePid];
  groups['bench (autocannon)'] = [process.pid];
  const redis = all.filter((p) => p.comm.startsWith('redis-server')).map((p) => p.pid);
  const postgres = all.filter((p) => p.comm.startsWith('postgres')).map((p) => p.pid);
  if (redis.length > 0) groups['redis-server*'] = redis;
  if (postgres.length > 0) groups['postgres*'] = postgres;
  return groups;
}

// --- users -------------------------------------------------------------------------------------

/** Signs up `count` users (sign-up answers 202 and opens no session) and signs each in. */
async function signUpUsers(base, count, runId) {
  const users = [];
  let next = 0;
  const one = async () => {
    while (next < count) {
      const email = `load-${runId}-${next++}@example.com`;
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'Lo', lastname: 'Ad', email, password: PASSWORD }),
      });
      if (signup.status !== 202) {
        throw new Error(`sign-up of ${email}: ${signup.status} ${await signup.text()}`);
      }
      const signin = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = await signin.json();
      if (signin.status !== 200 || typeof body.token !== 'string') {
        throw new Error(`sign-in of ${email}: ${signin.status} ${JSON.stringify(body)}`);
      }
      users.push({ email, token: body.token });
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, one));
  return users;
}

// --- rows --------------------------------------------------------------------------------------

let textCounter = 0;

/** autocannon's options for one row against `base` (the bare app's for `bare`). */
function rowRequest(name, base, users) {
  const json = { 'content-type': 'application/json' };
  let turn = 0;
  switch (name) {
    case 'bare':
    case 'health':
      return { url: `${base}/api/health` };
    case 'news':
      return { url: `${base}/api/news` };
    case 'analyze-same':
      return {
        url: `${base}/api/analyze/text`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ text: SAME_TEXT }),
      };
    case 'analyze-different':
      return {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/analyze/text',
            headers: json,
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ text: distinctText(textCounter++) }),
            }),
          },
        ],
      };
    case 'journal':
      return {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/journal',
            setupRequest: (request) => ({
              ...request,
              headers: { ...json, authorization: `Bearer ${users[turn++ % users.length].token}` },
              body: JSON.stringify({ text: `<p>${distinctText(textCounter++)}</p>` }),
            }),
          },
        ],
      };
    case 'signin':
      return {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/signin',
            headers: json,
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                email: users[turn++ % users.length].email,
                password: PASSWORD,
              }),
            }),
          },
        ],
      };
    default:
      throw new Error(`no row ${name}`);
  }
}

let running;

function cannon(request, seconds) {
  const instance = autocannon({
    ...request,
    connections,
    duration: seconds,
    maxOverallRequests: maxRequests,
    timeout: 10,
  });
  running = instance;
  return instance.then((result) => {
    running = undefined;
    return result;
  });
}

async function runRow(name, base, users, groups) {
  const request = () => rowRequest(name, base, users);
  if (warmup > 0) await cannon(request(), warmup);
  const sampling = startSampling(groups);
  const result = await cannon(request(), duration);
  const usage = sampling.stop();
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}:${count}`)
    .join(' ');
  const seconds = result.duration || duration;
  return {
    row: name,
    reqPerSec: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    codes: codes + (result.errors ? ` socket:${result.errors}` : ''),
    cpuMsPerRequest: cpuMsPerRequest(name, usage.processes, result.requests.total),
    detail: {
      what: ROWS[name],
      requests: result.requests.total,
      seconds,
      non2xx: result.non2xx,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      latencyMs: {
        average: result.latency.average,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      ...usage,
    },
  };
}

/**
 * CPU time the serving side spent per answered request: the bare app's for `bare`, else the sum
 * over the stack's processes (the launcher and its children; not this process, nor Redis and
 * PostgreSQL, which are measured machine-wide). Steadier than req/s on a busy machine.
 */
function cpuMsPerRequest(name, processes, requests) {
  if (requests === 0) return null;
  const serving = Object.entries(processes).filter(([process]) =>
    name === 'bare'
      ? process === 'bare-nest'
      : process !== 'bare-nest' && process !== 'bench (autocannon)' && !process.endsWith('*'),
  );
  if (serving.length === 0) return null;
  const seconds = serving.reduce((sum, [, usage]) => sum + usage.cpuSeconds, 0);
  return Number(((seconds * 1000) / requests).toPrecision(2));
}

// --- the run -----------------------------------------------------------------------------------

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim(),
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the load and the stack…\n`);
    running?.stop();
    void cleanUp().then(() => process.exit(130));
  });
}

const meta = {
  machine: machine(),
  settings: {
    durationS: duration,
    warmupS: warmup,
    connections,
    users: userCount,
    maxRequestsPerRow: maxRequests,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    target: external ?? 'own stack (infra/scripts/start.mjs --no-build, NODE_ENV=production)',
  },
  runs: [],
};
const allRows = [];

try {
  for (const replicas of replicaCounts) {
    if (interrupted) break;
    const label = replicas ?? 'external';
    say(`\n== analysis replicas: ${label} ==`);
    const stack = external
      ? { url: external }
      : await startStack(replicas).then((started) => {
          say(`stack ready at ${started.url} in ${started.startSeconds.toFixed(0)} s`);
          return started;
        });
    const bare = rowNames.includes('bare') ? await startBare() : undefined;
    const needsUsers = rowNames.some((name) => name === 'journal' || name === 'signin');
    const users = needsUsers
      ? await signUpUsers(stack.url, userCount, randomBytes(4).toString('hex'))
      : [];
    if (needsUsers) say(`${users.length} users signed up and signed in`);

    const rows = [];
    for (const name of rowNames) {
      if (interrupted) break;
      if (Date.now() + (warmup + duration + 5) * 1000 > deadline) {
        say(`${name}: skipped (--max-minutes reached)`);
        continue;
      }
      const groups = processGroups(stack.launcherPid, bare?.pid);
      const base = name === 'bare' ? bare.url : stack.url;
      const row = await runRow(name, base, users, groups);
      rows.push(row);
      say(
        `${name}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors (${row.codes})`,
      );
    }
    const bareRow = rows.find((r) => r.row === 'bare');
    for (const row of rows) {
      row.xBare = bareRow && row !== bareRow ? row.reqPerSec / bareRow.reqPerSec : '';
      const target = TARGETS[row.row];
      row.target = target?.text ?? '';
      row.met = target ? (target.met(row, bareRow) ? 'yes' : 'no') : '';
      allRows.push({ replicas: label, ...row });
    }
    meta.runs.push({
      analysisReplicas: label,
      stack: stack.logFile ? relative(ROOT, stack.logFile) : external,
    });
    printProcesses(label, rows);
    await cleanUp();
  }
} finally {
  await cleanUp();
}

/** One line per process: % of a core and peak resident MB in each row. */
function printProcesses(label, rows) {
  const measured = rows.filter((row) => row.detail.processes);
  if (measured.length === 0) return;
  const names = [...new Set(measured.flatMap((row) => Object.keys(row.detail.processes)))];
  const cores = os.cpus().length;
  say(`\nCPU (% of one core) and peak resident memory per process, analysis replicas ${label}:`);
  printTable([
    ...names.map((name) => ({
      process: name,
      ...Object.fromEntries(
        measured.map((row) => {
          const usage = row.detail.processes[name];
          return [row.row, usage ? `${usage.cpuPercent}% ${usage.peakRssMb}MB` : ''];
        }),
      ),
    })),
    {
      process: 'sum of the above',
      ...Object.fromEntries(
        measured.map((row) => [
          row.row,
          `${Object.values(row.detail.processes).reduce((sum, p) => sum + p.cpuPercent, 0)}%`,
        ]),
      ),
    },
    {
      // Other work on the machine shows here: the gap to the sum above.
      process: `whole machine (${cores} cores = ${cores * 100}%)`,
      ...Object.fromEntries(
        measured.map((row) => [
          row.row,
          `${Math.round((row.detail.machineBusyPercent ?? 0) * cores)}%`,
        ]),
      ),
    },
  ]);
}

// The analyze rows with one and with two (or more) replicas, side by side.
const ratios = [];
if (replicaCounts.length > 1) {
  const [first, ...others] = replicaCounts;
  for (const name of ['analyze-same', 'analyze-different', 'journal']) {
    const base = allRows.find((r) => r.replicas === first && r.row === name);
    for (const count of others) {
      const other = allRows.find((r) => r.replicas === count && r.row === name);
      if (!base || !other) continue;
      ratios.push({
        row: name,
        [`req/s ×${first}`]: base.reqPerSec,
        [`req/s ×${count}`]: other.reqPerSec,
        ratio: Number((other.reqPerSec / base.reqPerSec).toFixed(2)),
        [`p99 ×${first}`]: base.p99,
        [`p99 ×${count}`]: other.p99,
      });
    }
  }
}
if (ratios.length > 0) {
  say(`\nanalysis replicas ${replicaCounts.join(' vs ')}:`);
  printTable(ratios);
}
meta.machine.loadAverageAtEnd = os.loadavg().map((v) => Number(v.toFixed(2)));
meta.replicaRatios = ratios;
say(
  `\n${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.memoryGb} GB, Node ${meta.machine.node}; ` +
    `${duration} s a row after ${warmup} s of warm-up, ${connections} connections`,
);
printTable(
  allRows.map((row) => ({
    replicas: row.replicas,
    row: row.row,
    'req/s': row.reqPerSec,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    errors: row.errors,
    'status codes': row.codes,
    'CPU ms/req': row.cpuMsPerRequest ?? '',
    '× bare': typeof row.xBare === 'number' ? Number(row.xBare.toPrecision(2)) : '',
    target: row.target,
    met: row.met,
  })),
);
writeResults('load', allRows, meta);
