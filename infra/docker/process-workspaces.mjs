// Lists the npm workspaces that run processes: those whose package.json declares
// "sentilog": {"processes": {...}}. Run from the repository root (or the image's /app).
//   node infra/docker/process-workspaces.mjs              one workspace directory per line
//   node infra/docker/process-workspaces.mjs --npm-args   "--workspace=<dir> ..." for npm ci
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** Expands the root "workspaces" entries; supports plain paths and a trailing "/*". */
function workspaceDirs() {
  const entries = readJson('package.json').workspaces ?? [];
  const patterns = Array.isArray(entries) ? entries : (entries.packages ?? []);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

const dirs = workspaceDirs().filter((dir) => {
  const manifest = join(dir, 'package.json');
  if (!existsSync(join(root, manifest))) return false;
  const processes = readJson(manifest).sentilog?.processes;
  return processes !== undefined && Object.keys(processes).length > 0;
});

if (process.argv.includes('--npm-args')) {
  console.log(dirs.map((dir) => `--workspace=${dir}`).join(' '));
} else {
  console.log(dirs.join('\n'));
}
