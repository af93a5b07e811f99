#!/usr/bin/env node
/**
 * `npm test`: everything that proves SentiLog works, in one go — build, type checks, lint, the
 * training pipeline's pytest, and jest over every workspace (unit, integration against the real
 * PostgreSQL and Redis, frontend, and the browser tests against the whole stack). Exits non-zero on
 * any failure and ends with the plain summary line `N passed, N failed[, N skipped]`; type checks,
 * lint and pytest count as one check each.
 *
 * After the build, two streams run side by side: the type checks, pytest, then one jest run of the
 * unit, frontend and integration tests; and beside them lint, then one jest run of the browser tests
 * (its own stack, Chromium, database and Redis prefix, so nothing is shared with the other stream).
 * The browser tests are the longest step, so little else goes on their side (a fresh-clone CI run
 * on 2 cores: build 22 s, type checks 26 s, pytest 41 s with its environment already in
 * ~/.cache/sentilog, the jest run 494 s; lint 37 s, the browser tests 504 s; 582 s in all). Two
 * cores are then about 95 % busy, so the streams' time is their CPU work: taking work away shortens
 * the run, reordering it does not. The side stream's output goes to test-results/<step>.log and is
 * printed when both are done, so the two never interleave.
 *
 * Extra arguments go to a single jest run over what they select, after the checks, e.g.
 * `npm test -- --selectProjects unit`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const RESULTS = join(ROOT, 'test-results');
const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command to its end; output to the terminal, or to `logFile` when given. */
function run(command, args, logFile) {
  return new Promise((resolve) => {
    const log = logFile && createWriteStream(logFile);
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('error', (err) => process.stderr.write(`${command}: ${err.message}\n`));
    child.on('close', (status) =>
      log ? log.end(() => resolve(status === 0)) : resolve(status === 0),
    );
  });
}

async function step(name, command, args, logFile) {
  const started = Date.now();
  if (!logFile) process.stdout.write(`\n▶ ${name}\n`);
  const ok = await run(command, args, logFile);
  const mark = ok ? '✔' : '✘';
  process.stdout.write(`${logFile ? '\n' : ''}${mark} ${name} (${seconds(started)})\n`);
  return ok;
}

async function check(name, command, args, logFile) {
  if (await step(name, command, args, logFile)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

const npx = (...a) => ['npx', ['--no-install', ...a]];

/** One jest run writing its JSON report to test-results/<report>.json, counted into results. */
async function jest(name, report, jestArgs, logFile) {
  const file = join(RESULTS, `${report}.json`);
  rmSync(file, { force: true });
  const ok = await step(
    name,
    ...npx('jest', '--ci', '--json', `--outputFile=${file}`, ...jestArgs),
    logFile,
  );
  try {
    const counts = JSON.parse(readFileSync(file, 'utf8'));
    results.passed += counts.numPassedTests;
    results.failed += counts.numFailedTests;
    results.skipped += counts.numPendingTests + counts.numTodoTests;
    // A suite that fails to load (syntax error, failed beforeAll) has no failed test of its own.
    const brokenSuites = counts.numRuntimeErrorTestSuites ?? 0;
    results.failed += brokenSuites;
    if (counts.numFailedTests > 0 || brokenSuites > 0 || !ok) failures.push(name);
  } catch {
    results.failed += 1;
    failures.push(`${name} (no report: it did not run to the end)`);
  }
}

const TYPE_CHECKS = [
  ['type-check tests and tools', ...npx('tsc', '-p', 'tsconfig.spec.json')],
  ['type-check frontend', ...npx('tsc', '-p', 'frontend/tsconfig.json')],
];
const LINT = ['lint', 'npm', ['run', '--silent', 'lint']];
// Makes the training virtual environment first when it is missing (minutes, once per machine).
const PYTEST = ['training pipeline (pytest)', 'node', ['infra/scripts/python-tests.mjs']];

/** Runs checks one after another; with `logOf`, each one's output goes to the file it names. */
async function checks(list, logOf) {
  for (const [name, command, args] of list) await check(name, command, args, logOf?.(name));
}

const started = Date.now();
mkdirSync(RESULTS, { recursive: true });
// The build also emits what the browser tests serve; type errors fail it.
await check('build and type-check', 'npm', ['run', '--silent', 'build']);

const selected = process.argv.slice(2);
if (selected.length > 0) {
  await checks([...TYPE_CHECKS, LINT, PYTEST]);
  await jest('jest', 'jest', selected);
} else {
  // Side stream: lint, pytest and the browser tests, each logged to a file and printed at the end.
  const logs = [];
  const logOf = (name) => {
    const file = join(RESULTS, `${name.replace(/\W+/g, '-').replace(/-$/, '')}.log`);
    logs.push([name, file]);
    return file;
  };
  process.stdout.write(
    `\n▶ beside the rest: ${LINT[0]} and the browser tests (logs in ${RESULTS}, printed at the end)\n`,
  );
  const side = checks([LINT], logOf).then(() =>
    jest(
      'browser tests (jest e2e)',
      'jest-e2e',
      ['--selectProjects', 'e2e'],
      logOf('browser tests'),
    ),
  );
  const main = checks([...TYPE_CHECKS, PYTEST]).then(() =>
    // Two workers: each integration file has a database and a Redis prefix of its own
    // (infra/testing/integration-environment.mjs), so files run side by side.
    jest('jest: unit, frontend and integration tests', 'jest', [
      '--maxWorkers=2',
      '--selectProjects',
      'unit',
      'frontend',
      'integration',
    ]),
  );
  await Promise.all([main, side]);
  for (const [name, file] of logs)
    process.stdout.write(`\n── ${name} (${file}) ──\n${readFileSync(file, 'utf8')}`);
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
const skipped = results.skipped > 0 ? `, ${results.skipped} skipped` : '';
process.stdout.write(`\nnpm test took ${seconds(started)}\n`);
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed${skipped}\n`);
process.exit(results.failed > 0 ? 1 : 0);
