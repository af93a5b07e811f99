import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/**
 * Runs `npm <args>` in the repository root when `output` (relative to it) is missing, so a
 * benchmark works from a fresh clone; a failed build stops the benchmark with its status.
 */
export function ensureBuilt(output, args, what) {
  if (existsSync(join(ROOT, output))) return;
  process.stdout.write(`Building ${what} first…\n`);
  const built = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
