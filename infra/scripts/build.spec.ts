import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { callModule } from './esm';

/** A repository-shaped folder with the files the frontend build reads, and some it does not. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sentilog-build-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const hashOf = (root: string, env: Record<string, string> = {}) =>
  callModule<string>(
    'build.mjs',
    `m.frontendSourcesHash(${JSON.stringify(root)}, ${JSON.stringify(env)})`,
  );

describe('npm run build: the frontend is built again only when its sources change', () => {
  const base = {
    'frontend/src/main.tsx': 'render()',
    'frontend/index.html': '<div id="root"></div>',
    'frontend/vite.config.ts': 'export default {}',
    'services/contracts/src/web/news-answers.ts': 'export type A = 1;',
    'package-lock.json': '{"lockfileVersion":3}',
  };

  it('hashes the sources, the browser contracts, the lockfile and the VITE_ variables', () => {
    const before = hashOf(tree(base));
    expect(hashOf(tree(base))).toBe(before);
    for (const [path, content] of [
      ['frontend/src/main.tsx', 'render(<App />)'],
      ['frontend/vite.config.ts', 'export default { base: "/x/" }'],
      ['services/contracts/src/web/news-answers.ts', 'export type A = 2;'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ]) {
      expect(hashOf(tree({ ...base, [path]: content }))).not.toBe(before);
    }
    expect(hashOf(tree({ ...base, 'frontend/src/new.ts': '' }))).not.toBe(before);
    expect(hashOf(tree(base), { VITE_API_URL: 'https://api.example' })).not.toBe(before);
  });

  it('ignores what the build writes and what is installed, and the rest of the repository', () => {
    const before = hashOf(tree(base));
    expect(
      hashOf(
        tree({
          ...base,
          'frontend/dist/index.html': 'built',
          'frontend/dist/.sources-sha256': 'abc',
          'frontend/node_modules/x/index.js': '',
          'services/news/src/news.service.ts': 'changed',
          'gateway/src/main.ts': 'changed',
        }),
        { PORT: '9999' },
      ),
    ).toBe(before);
  });
});
