import * as fs from 'node:fs';
import * as path from 'node:path';

/** What eld answers for one text (its index.d.ts, which this build cannot resolve: see below). */
export interface EldResult {
  /** ISO 639-1, or '' when no language was found. */
  language: string;
  /** Each candidate language's score, in [0, 1]. */
  getScores(): Record<string, number>;
  isReliable(): boolean;
}

export interface EldDetector {
  detect(text: string): EldResult;
}

/**
 * eld's 'small' database, loaded once. eld ships ES modules only, and its `exports` name only the
 * `import` condition, so neither `require('eld/small')` nor this build's TypeScript (CommonJS,
 * `moduleResolution: node`) can name it. Node 20.19+ and 22.12+ (the engines SentiLog supports)
 * `require()` an ES module without top-level await, which the static entry is, so the file is
 * required by its path in the package, found the way Node looks for a package. Jest transforms it
 * to CommonJS (jest.config.js lets eld through its transformer).
 */
let detector: EldDetector | undefined;

export function eldDetector(): EldDetector {
  if (!detector) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES module, by its path (above)
    const entry = require(path.join(eldDirectory(), 'src/entries/static.small.js')) as {
      eld: EldDetector;
    };
    detector = entry.eld;
  }
  return detector;
}

function eldDirectory(): string {
  const candidates = require.resolve.paths('eld') ?? [];
  const dir = candidates
    .map((nodeModules) => path.join(nodeModules, 'eld'))
    .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error('The language detector (npm package eld) is not installed');
  return dir;
}
