/**
 * npm 11 runs a dependency's install script only when the root package.json's `allowScripts`
 * allows it, and `npm ci` warns about every one it has no decision for. Each dependency in the
 * lockfile that has an install script has a decision there, and the README's table says why.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

interface Lock {
  packages: Record<string, { hasInstallScript?: boolean }>;
}

describe('dependency install scripts', () => {
  const lock = JSON.parse(read('package-lock.json')) as Lock;
  const withScripts = [
    ...new Set(
      Object.entries(lock.packages)
        .filter(([path, entry]) => path && entry.hasInstallScript)
        .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    ),
  ].sort();
  const allowScripts = (JSON.parse(read('package.json')) as { allowScripts?: object }).allowScripts;

  it('has a decision in allowScripts for every dependency with one, so npm ci does not warn', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = Object.keys(allowScripts ?? {}).map((key) => key.replace(/(.)@[^@]*$/, '$1'));
    expect(withScripts.filter((name) => !decided.includes(name))).toEqual([]);
  });

  it('records why in the README', () => {
    const readme = read('README.md');
    for (const name of Object.keys(allowScripts ?? {})) expect(readme).toContain(`| \`${name}\``);
  });
});
