/**
 * `npm run build` (infra/scripts/build.mjs, which `npm start` runs too) on this repository: a
 * second build with nothing changed runs no Vite build. The first may build (a fresh checkout, or
 * sources changed since the last build); in `npm test` the build step has just run, so it is quick.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const build = () =>
  spawnSync(process.execPath, [resolve(ROOT, 'infra/scripts/build.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe('npm run build', () => {
  it('builds the frontend once, then not again while its sources are unchanged', () => {
    const first = build();
    expect(first.status).toBe(0);
    const stamp = readFileSync(resolve(ROOT, 'frontend/dist/.sources-sha256'), 'utf8');

    const second = build();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('The frontend is unchanged since its last build');
    expect(second.stdout).not.toContain('vite');
    expect(readFileSync(resolve(ROOT, 'frontend/dist/.sources-sha256'), 'utf8')).toBe(stamp);
  }, 300_000);
});
