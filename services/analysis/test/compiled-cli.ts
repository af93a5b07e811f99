import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

// The CLI tests run the compiled CLIs (dist/cli) as users and the Python trainer do. Each spec
// builds the service first (incremental tsc -b), so the CLI runs the current source.

const SERVICE = path.resolve(__dirname, '..');

export function cliPath(name: string): string {
  return path.join(SERVICE, 'dist/cli', `${name}.js`);
}

/** One tsc -b of this service for the named CLIs; type errors elsewhere do not stop tsc from emitting,
 *  so only a missing CLI fails. */
export function buildCli(...names: string[]): void {
  spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', SERVICE], {
    stdio: 'inherit',
  });
  for (const name of names) expect(existsSync(cliPath(name))).toBe(true);
}

export function runCli(name: string, args: string[], input: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [cliPath(name), ...args], {
    input,
    encoding: 'utf8',
    timeout: 60000,
  });
}

/** The CLI's JSON answers to JSON lines; fails the test unless it exits 0. */
export function answers(name: string, args: string[], lines: string[]): Record<string, unknown>[] {
  const run = runCli(name, args, lines.join('\n') + '\n');
  expect(run.status).toBe(0);
  return run.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
