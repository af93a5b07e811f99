#!/usr/bin/env node
/**
 * `npm start`: builds what changed, checks PostgreSQL and Redis, starts every process of the stack
 * on this machine and prints the URL once the gateway reports ready. Once it is ready, a process
 * that stops by itself (a crash, a kill) is started again after a growing delay while the others
 * keep serving; before that, one that cannot start stops them all with its error. Ctrl-C or
 * SIGTERM stops them all.
 *
 * On a terminal it shows a short summary (what starts, one line per problem, the URL) and writes
 * every process's log lines to LOG_FILE (.data/logs/sentilog.log); LOG_FORMAT=json or pretty shows
 * every line as it comes instead (start-output.mjs).
 *
 *   --no-build   use the existing build (the e2e harness builds once)
 *   --dev        also run the Vite dev server with hot reload on :5173
 *   --replicas analysis=2[,name=count…]
 *                run that many copies of a process (analysis-1, analysis-2, …; replicas.mjs)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from './build.mjs';
import { checkRedis, preparePostgres, PreflightError } from './preflight.mjs';
import { instancesOf, parseReplicas, ReplicasError } from './replicas.mjs';
import { createRestartBackoff } from './restart-backoff.mjs';
import { createSummary, outputMode } from './start-output.mjs';
import { listProcesses, ROOT } from './workspaces.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sentilog',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  PORT: process.env.PORT || '8080',
  // The stack is up when every service answers, which only the gateway's non-public detailed
  // readiness shows; the launcher gives it a token of its own unless one is configured.
  READINESS_DETAIL_TOKEN: process.env.READINESS_DETAIL_TOKEN || randomBytes(24).toString('hex'),
};
const mode = outputMode(env, Boolean(process.stdout.isTTY));
// The processes write into pipes, so they cannot see the terminal: on one, their JSON lines are
// summarised (start-output.mjs); otherwise LOG_FORMAT goes on to them as it is.
if (mode === 'summary') env.LOG_FORMAT = 'json';
const summary =
  mode === 'summary'
    ? createSummary({
        logFile: resolve(ROOT, env.LOG_FILE || '.data/logs/sentilog.log'),
        write: (text, stream) =>
          (stream === 'stderr' ? process.stderr : process.stdout).write(text),
      })
    : undefined;
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

/** A line for the person watching, kept in the log file too. */
function warn(line) {
  summary?.note(line);
  process.stderr.write(`${line}\n`);
}

/**
 * tsc -b, and vite build when the frontend's sources changed (build.mjs). In summary mode the
 * compilers' output goes to the log file, and to the terminal only when the build fails.
 */
async function buildChanged() {
  let captured = '';
  const output = summary
    ? (chunk) => {
        captured += chunk;
        summary.note(String(chunk));
      }
    : undefined;
  const result = await build({
    output,
    onFrontendBuild: (why) =>
      say(
        why === 'first'
          ? 'Building the frontend (the first time: it takes a while)…'
          : 'Building the frontend (its sources changed since the last build)…',
      ),
  });
  if (!result.ok) {
    if (summary) process.stderr.write(captured);
    fail('The build failed; see the errors above.');
  }
}

/** Child output goes through with the process name in front, so interleaved logs stay readable. */
function pipe(name, stream, target) {
  const streamName = target === process.stderr ? 'stderr' : 'stdout';
  createInterface({ input: stream }).on('line', (line) =>
    summary ? summary.line(name, line, streamName) : target.write(`[${name}] ${line}\n`),
  );
}

function launch(name, command, commandArgs, childEnv = {}, backoff = createRestartBackoff()) {
  const startedAt = Date.now();
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: { ...env, ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipe(name, child.stdout, process.stdout);
  pipe(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!ready) {
      warn(`${name} stopped while starting (${how}); stopping SentiLog.`);
      void stop(1);
      return;
    }
    const delay = backoff.delayAfter(Date.now() - startedAt);
    warn(`${name} stopped unexpectedly (${how}); restarting it in ${delay / 1000} s.`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) launch(name, command, commandArgs, childEnv, backoff);
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

const processes = listProcesses();
let instances;
try {
  const names = processes.map((p) => p.name);
  instances = instancesOf(processes, parseReplicas(argv, names), env);
} catch (err) {
  if (err instanceof ReplicasError) fail(err.message);
  throw err;
}

try {
  await Promise.all([preparePostgres(env.DATABASE_URL), checkRedis(env.REDIS_URL)]);
} catch (err) {
  if (err instanceof PreflightError) fail(err.message);
  throw err;
}
if (!args.has('--no-build')) await buildChanged();

if (summary) {
  say(
    `Starting ${instances.map((p) => p.name).join(', ')}; ` +
      `their logs: ${relative(process.cwd(), summary.logFile)}`,
  );
}
for (const { name, script, env: own } of instances) launch(name, process.execPath, [script], own);
if (args.has('--dev')) launch('vite', 'npm', ['run', 'dev', '-w', 'frontend']);

if (await waitUntilReady()) {
  ready = true;
  summary?.ready();
  say(`SentiLog is running at ${url}`);
  if (args.has('--dev')) say('Frontend with hot reload at http://localhost:5173');
} else if (!stopping) {
  warn(
    `SentiLog did not become ready within ${READY_TIMEOUT_MS / 1000} s: not every service answered.`,
  );
  await stop(1);
}
