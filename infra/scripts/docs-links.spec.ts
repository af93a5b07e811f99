/**
 * The docs name files, and a moved or renamed file leaves them pointing at nothing. Every relative
 * link of the README and docs/*.md leads to a file, and every repository path that
 * docs/where-is-it.md names (in backticks) exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`),
].filter((page) => page.endsWith('.md'));

/** The relative link targets of a Markdown page, from the repository root, anchors dropped. */
function relativeLinks(page: string): string[] {
  const targets = [...read(page).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return targets
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => join(dirname(page), target.split('#')[0]));
}

/** Backticked words of a page that look like a repository path: a slash, no spaces, no `…`. */
function namedPaths(page: string): string[] {
  return [...read(page).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1])
    .filter((word) => word.includes('/') && !word.startsWith('/') && !word.includes('…'));
}

describe('documentation links', () => {
  it.each(pages)('%s links only to files that exist', (page) => {
    const missing = relativeLinks(page).filter((target) => !existsSync(join(ROOT, target)));
    expect(missing).toEqual([]);
  });

  it('names only paths that exist in docs/where-is-it.md', () => {
    const paths = namedPaths('docs/where-is-it.md');
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('answers the questions newcomers ask most, and the README links the page', () => {
    const rows = read('docs/where-is-it.md')
      .split('\n')
      .filter((line) => /^\| [^|]+\? \|/.test(line));
    expect(rows).toHaveLength(9); // the JWT's issuing and verifying are a row each
    expect(read('README.md')).toContain('](docs/where-is-it.md)');
  });
});
