#!/usr/bin/env node
/**
 * The analysis training pipeline's pytest suite (services/analysis/training): makes the Python
 * virtual environment first when it is missing or its requirements changed (setup-venv.sh, which
 * keeps it in ~/.cache/sentilog for every clone of one user), so a fresh clone passes `npm test`
 * with no step of its own. Exits with pytest's status.
 *
 * Extra arguments go to pytest, e.g. `node infra/scripts/python-tests.mjs -k resume`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const training = join(ROOT, 'services/analysis/training');
// Offline, whatever the caller's environment says: nothing may come from a model hub.
const env = {
  ...process.env,
  HF_HUB_OFFLINE: '1',
  TRANSFORMERS_OFFLINE: '1',
  PYTHONDONTWRITEBYTECODE: '1',
  // One thread, unless the caller says otherwise: npm test runs this beside the browser tests, and
  // torch's default of a thread per core then spins on cores the other stream needs (under load:
  // 48 s wall and 39 s CPU, against 27 s and 15 s on one thread; alone, 15 s against 24 s).
  OMP_NUM_THREADS: process.env.OMP_NUM_THREADS ?? '1',
};

function run(command, args) {
  const { status, error } = spawnSync(command, args, { cwd: training, stdio: 'inherit', env });
  if (error) process.stderr.write(`${command}: ${error.message}\n`);
  return status ?? 1;
}

const setup = run('bash', ['setup-venv.sh']);
if (setup !== 0) process.exit(setup);
process.exit(
  run(join(training, '.cache/venv/bin/python'), ['-m', 'pytest', ...process.argv.slice(2)]),
);
