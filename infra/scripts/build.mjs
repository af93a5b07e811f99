#!/usr/bin/env node
/**
 * `npm run build`: `tsc -b` for every workspace (incremental: about half a second when nothing
 * changed), then `vite build` for the frontend only when what it is built from changed since the
 * last build. A Vite build takes tens of seconds on a small machine and `npm start` builds on
 * every start, so skipping an unchanged one is most of a second start's time.
 *
 * "What it is built from" is a SHA-256 over the frontend's files (everything under frontend/ but
 * dist and node_modules), the browser's part of the contracts, the lockfile (dependency versions)
 * and the VITE_* variables (Vite inlines them). A successful build writes it to
 * frontend/dist/.sources-sha256; Vite empties dist before building, so a failed or interrupted
 * build leaves no stamp and the next one runs again.
 *
 *   --force   build the frontend even when its sources are unchanged
 *
 * As a module: `build({ force, output })` for the launcher (start.mjs), which captures the output.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './workspaces.mjs';

export const FRONTEND_STAMP = 'frontend/dist/.sources-sha256';

/** Files and folders the frontend build reads, relative to the root. */
const FRONTEND_INPUTS = [
  'frontend',
  'services/contracts/src/web',
  'package-lock.json',
  'tsconfig.base.json',
];
/** Inside the inputs: what the build writes or installs, not what it reads. */
const SKIPPED_FOLDERS = new Set(['dist', 'node_modules']);

/** The files at `path` (relative to `root`): itself, or everything under it but SKIPPED_FOLDERS. */
function filesAt(root, path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) return [];
    return entry.isDirectory() || entry.isFile() ? filesAt(root, join(path, entry.name)) : [];
  });
}

/** The hash of everything the frontend build reads, as `build` stores it. */
export function frontendSourcesHash(root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  for (const file of FRONTEND_INPUTS.flatMap((path) => filesAt(root, path)).sort()) {
    // Path separators made uniform, so the same tree hashes the same on every system.
    hash.update(`${file.split(sep).join('/')}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(viteVariables.join('\n'));
  return hash.digest('hex');
}

/** Whether frontend/dist holds a finished build of the sources whose hash is `hash`. */
function builtFrom(hash) {
  const stamp = join(ROOT, FRONTEND_STAMP);
  if (!existsSync(stamp) || !existsSync(join(ROOT, 'frontend/dist/index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === hash;
}

/** Runs a command; its output goes to `output` (a function of each chunk) or the terminal. */
function run(command, args, output) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.on('data', output);
      child.stderr.on('data', output);
    }
    child.on('error', (err) => {
      output?.(`${command}: ${err.message}\n`);
      resolveRun(false);
    });
    child.on('close', (status) => resolveRun(status === 0));
  });
}

/**
 * Builds what is out of date. Answers `{ ok, frontend }`: `frontend` is 'built', 'unchanged' or
 * 'failed' (or 'not-reached' when tsc failed first). `onFrontendBuild` is told before a Vite build
 * starts, and whether it is the first ('first') or the sources changed ('changed'), so the caller
 * can say why it waits.
 */
export async function build({ force = false, output, onFrontendBuild } = {}) {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  if (!(await run(process.execPath, [tsc, '-b'], output))) {
    return { ok: false, frontend: 'not-reached' };
  }
  // Hashed before building: sources edited during the build make the next start build again.
  const hash = frontendSourcesHash();
  if (!force && builtFrom(hash)) return { ok: true, frontend: 'unchanged' };
  onFrontendBuild?.(existsSync(join(ROOT, FRONTEND_STAMP)) ? 'changed' : 'first');
  if (!(await run('npm', ['run', '--silent', 'build', '-w', 'frontend'], output))) {
    return { ok: false, frontend: 'failed' };
  }
  writeFileSync(join(ROOT, FRONTEND_STAMP), `${hash}\n`);
  return { ok: true, frontend: 'built' };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  const result = await build({
    force,
    onFrontendBuild: () => process.stdout.write('Building the frontend (vite build)…\n'),
  });
  if (result.frontend === 'unchanged') {
    process.stdout.write(
      'The frontend is unchanged since its last build (frontend/dist); --force builds it anyway.\n',
    );
  }
  process.exit(result.ok ? 0 : 1);
}
