#!/usr/bin/env node
/**
 * `npm start`: builds, checks PostgreSQL and Redis, starts every process of the stack on this
 * machine and prints the URL once the gateway reports ready. Once it is ready, a process that
 * stops by itself (a crash, a kill) is started again after a growing delay while the others keep
 * serving; before that, one that cannot start stops them all with its error. Ctrl-C or SIGTERM
 * stops them all.
 *
 *   --no-build   use the existing build (the e2e harness builds once)
 *   --dev        also run the Vite dev server with hot reload on :5173
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { checkRedis, preparePostgres, PreflightError } from './preflight.mjs';
import { createRestartBackoff } from './restart-backoff.mjs';
import { listProcesses, ROOT } from './workspaces.mjs';

const args = new Set(process.argv.slice(2));
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sentilog',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  PORT: process.env.PORT || '8080',
  // The stack is up when every service answers, which only the gateway's non-public detailed
  // readiness shows; the launcher gives it a token of its own unless one is configured.
  READINESS_DETAIL_TOKEN: process.env.READINESS_DETAIL_TOKEN || randomBytes(24).toString('hex'),
};
// The processes write into pipes, so they cannot see the terminal: pass its choice on (see LOG_FORMAT).
if (!env.LOG_FORMAT && process.stdout.isTTY && (env.NODE_ENV ?? 'development') === 'development') {
  env.LOG_FORMAT = 'pretty';
}
const url = `http://localhost:${env.PORT}`;
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
const children = new Map();
const pendingRestarts = new Set();
let ready = false;
let stopping = false;

function say(line) {
  process.stdout.write(`${line}\n`);
}

function fail(line) {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

function build() {
  say('Building SentiLog…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) fail('The build failed; see the errors above.');
}

/** Child output goes through with the process name in front, so interleaved logs stay readable. */
function pipe(name, stream, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
}

function launch(name, command, commandArgs, backoff = createRestartBackoff()) {
  const startedAt = Date.now();
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipe(name, child.stdout, process.stdout);
  pipe(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!ready) {
      process.stderr.write(`${name} stopped while starting (${how}); stopping SentiLog.\n`);
      void stop(1);
      return;
    }
    const delay = backoff.delayAfter(Date.now() - startedAt);
    process.stderr.write(
      `${name} stopped unexpectedly (${how}); restarting it in ${delay / 1000} s.\n`,
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) launch(name, command, commandArgs, backoff);
    }, delay);
    pendingRestarts.add(timer);
  });
  children.set(name, child);
}

async function waitUntilReady() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(`${url}/api/ready/details`, {
        headers: { 'x-readiness-token': env.READINESS_DETAIL_TOKEN },
      });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const timer of pendingRestarts) clearTimeout(timer);
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const child of children.values()) child.kill('SIGKILL');
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await Promise.all([preparePostgres(env.DATABASE_URL), checkRedis(env.REDIS_URL)]);
} catch (err) {
  if (err instanceof PreflightError) fail(err.message);
  throw err;
}
if (!args.has('--no-build')) build();

for (const { name, script } of listProcesses()) launch(name, process.execPath, [script]);
if (args.has('--dev')) launch('vite', 'npm', ['run', 'dev', '-w', 'frontend']);

if (await waitUntilReady()) {
  ready = true;
  say(`SentiLog is running at ${url}`);
  if (args.has('--dev')) say('Frontend with hot reload at http://localhost:5173');
} else if (!stopping) {
  process.stderr.write(
    `SentiLog did not become ready within ${READY_TIMEOUT_MS / 1000} s: not every service answered.\n`,
  );
  await stop(1);
}
