/**
 * The one place that knows which processes SentiLog runs: each workspace declares its own in the
 * `"sentilog": {"processes": {"<name>": "<entry js>"}}` field of its package.json. The launcher
 * (`npm start`), the Dockerfile (which workspaces get production dependencies) and the deployment
 * manifest test all read this module, so a new service is started, packaged and checked by
 * declaring its processes there and nowhere else.
 *
 * As a command (run from the repository root or the image's /app):
 *   node infra/scripts/workspaces.mjs --json       the processes as JSON
 *   node infra/scripts/workspaces.mjs --npm-args   "--workspace=<dir> ..." of the workspaces that run processes
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(import.meta.dirname, '../..');

const readJson = (file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

/** The root `workspaces` entries expanded: plain paths and a trailing `/*`. */
export function workspaceDirs() {
  const entries = readJson('package.json').workspaces ?? [];
  const patterns = Array.isArray(entries) ? entries : (entries.packages ?? []);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(ROOT, parent))) return [];
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

/**
 * Every declared process: `name`, its `workspace` folder and `entry` file (relative to the root,
 * as in the image), the absolute `script`, and whether its workspace talks to PostgreSQL.
 * The gateway comes last: its readiness depends on the others.
 */
export function listProcesses() {
  const processes = [];
  for (const workspace of workspaceDirs()) {
    if (!existsSync(join(ROOT, workspace, 'package.json'))) continue;
    const manifest = readJson(join(workspace, 'package.json'));
    for (const [name, file] of Object.entries(manifest.sentilog?.processes ?? {})) {
      const entry = `${workspace}/${file.replace(/^\.\//, '')}`;
      processes.push({
        name,
        workspace,
        entry,
        script: join(ROOT, entry),
        usesDatabase: Boolean(manifest.dependencies?.pg),
      });
    }
  }
  return processes.sort((a, b) => Number(a.name === 'gateway') - Number(b.name === 'gateway'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const processes = listProcesses();
  if (process.argv.includes('--npm-args')) {
    const workspaces = [...new Set(processes.map((p) => p.workspace))];
    console.log(workspaces.map((dir) => `--workspace=${dir}`).join(' '));
  } else {
    console.log(JSON.stringify(processes, null, 2));
  }
}
