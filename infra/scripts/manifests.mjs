/**
 * `npm run manifests`: writes every file derived from the processes the workspaces declare
 * (infra/scripts/workspaces.mjs), so a new service touches its own folder and these are
 * regenerated, never edited:
 * - the Kubernetes Deployments, disruption budgets and autoscaling (k8s-processes.mjs);
 * - the docker-compose services between the markers in docker-compose.yml (compose-processes.mjs);
 * - the root tsconfig.json's project references (build-references.mjs).
 *
 *   node infra/scripts/manifests.mjs           write them
 *   node infra/scripts/manifests.mjs --check   exit 1 while one differs (the manifest test runs it)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRootTsconfig, ROOT_TSCONFIG } from './build-references.mjs';
import { COMPOSE_FILE, renderCompose } from './compose-processes.mjs';
import { OUTPUT_DIRS, renderAll } from './k8s-processes.mjs';
import { listProcesses, ROOT } from './workspaces.mjs';

/** Every generated file: path relative to the repository root → content. */
export function generatedFiles() {
  const files = renderAll();
  files.set(COMPOSE_FILE, renderCompose(listProcesses()));
  files.set(ROOT_TSCONFIG, renderRootTsconfig());
  return files;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : [relative(ROOT, join(dir, entry.name))],
  );
}

/** The files that differ from what would be generated (missing, changed or no longer declared). */
export function staleFiles() {
  const wanted = generatedFiles();
  const present = OUTPUT_DIRS.flatMap(filesUnder);
  const stale = [...wanted].filter(
    ([file, content]) =>
      !existsSync(join(ROOT, file)) || readFileSync(join(ROOT, file), 'utf8') !== content,
  );
  return [...stale.map(([file]) => file), ...present.filter((file) => !wanted.has(file))];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`Stale: ${stale.join(', ')}. Run npm run manifests.`);
      process.exit(1);
    }
  } else {
    const files = generatedFiles();
    // The k8s folders are the generator's whole: a process no longer declared loses its files.
    for (const dir of OUTPUT_DIRS) rmSync(dir, { recursive: true, force: true });
    for (const [file, content] of files) {
      mkdirSync(dirname(join(ROOT, file)), { recursive: true });
      writeFileSync(join(ROOT, file), content);
    }
  }
}
