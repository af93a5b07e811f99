/**
 * The root tsconfig.json that `tsc -b` builds from: one project reference per workspace whose
 * tsconfig.json extends tsconfig.base.json (the services, their shared packages and the gateway;
 * the frontend, typechecked by Vite's own settings, does not). Written by `npm run manifests`, so
 * a new service is built by having its own tsconfig.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, workspaceDirs } from './workspaces.mjs';

export const ROOT_TSCONFIG = 'tsconfig.json';
const EXTENDS_BASE = /"extends"\s*:\s*"(?:\.\.\/)+tsconfig\.base\.json"/;

/** The workspaces `tsc -b` builds, in the order of the root `workspaces` field. */
export function builtWorkspaces(dirs = workspaceDirs()) {
  return dirs.filter((dir) => {
    const file = join(ROOT, dir, 'tsconfig.json');
    return existsSync(file) && EXTENDS_BASE.test(readFileSync(file, 'utf8'));
  });
}

export function renderRootTsconfig(dirs = builtWorkspaces()) {
  const references = dirs.map((path) => ({ path }));
  return `${JSON.stringify({ files: [], references }, null, 2)}\n`;
}
