#!/usr/bin/env node
/**
 * `npm test`: everything that proves SentiLog works, in one go — build, type checks, lint, and
 * one jest run over every workspace (unit, integration against the real PostgreSQL and Redis,
 * frontend, and the browser tests against the whole stack). Exits non-zero on any failure and ends
 * with the plain summary line `N passed, N failed[, N skipped]`; type checks and lint count as one
 * check each.
 *
 * Extra arguments go to jest, e.g. `npm test -- --selectProjects unit`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, commandArgs) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const { status } = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  process.stdout.write(
    `${status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  return status === 0;
}

function check(name, command, commandArgs) {
  if (step(name, command, commandArgs)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

const npx = (...a) => ['npx', ['--no-install', ...a]];

// The build also emits what the browser tests serve; type errors fail it.
check('build and type-check', 'npm', ['run', '--silent', 'build']);
check('type-check tests and tools', ...npx('tsc', '-p', 'tsconfig.spec.json'));
check('type-check frontend', ...npx('tsc', '-p', 'frontend/tsconfig.json'));
check('lint', 'npm', ['run', '--silent', 'lint']);
// Makes the training virtual environment first when it is missing (minutes, once per machine).
check('training pipeline (pytest)', 'node', ['infra/scripts/python-tests.mjs']);

const report = join(ROOT, 'test-results/jest.json');
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
rmSync(report, { force: true });
const jestOk = step(
  'jest: unit, integration, frontend and browser tests',
  ...npx('jest', '--ci', '--json', `--outputFile=${report}`, ...process.argv.slice(2)),
);
try {
  const jest = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += jest.numPassedTests;
  results.failed += jest.numFailedTests;
  results.skipped += jest.numPendingTests + jest.numTodoTests;
  // A suite that fails to load (syntax error, failed beforeAll) has no failed test of its own.
  const brokenSuites = jest.numRuntimeErrorTestSuites ?? 0;
  results.failed += brokenSuites;
  if (jest.numFailedTests > 0 || brokenSuites > 0 || !jestOk) failures.push('jest');
} catch {
  results.failed += 1;
  failures.push('jest (no report: it did not run to the end)');
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
const skipped = results.skipped > 0 ? `, ${results.skipped} skipped` : '';
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed${skipped}\n`);
process.exit(results.failed > 0 ? 1 : 0);
