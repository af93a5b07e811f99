import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Every process the stack runs, read from the `sentilog.processes` field of each workspace's
 * package.json, so a new service or worker is started (and deployed) by declaring it there.
 * The gateway comes last: its readiness depends on the others.
 */
export function listProcesses() {
  const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const dirs = rootPackage.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((d) => join(pattern.slice(0, -2), d))
      : [pattern],
  );
  const processes = [];
  for (const dir of dirs) {
    const manifest = join(ROOT, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const declared = JSON.parse(readFileSync(manifest, 'utf8')).sentilog?.processes ?? {};
    for (const [name, entry] of Object.entries(declared)) {
      processes.push({ name, script: join(ROOT, dir, entry) });
    }
  }
  return processes.sort((a, b) => Number(a.name === 'gateway') - Number(b.name === 'gateway'));
}
