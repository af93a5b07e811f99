#!/usr/bin/env node
/**
 * `npm run bench -- <name>`: runs one benchmark from this folder. Each prints a table and writes
 * JSON to bench/results/<name>.json. Benchmarks measure; they never assert.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

const BENCHES = {
  models:
    'both tiers of our text models and the bias model beside VADER and AFINN on every dev set: accuracy, macro-F1, texts/s, p50/p99 latency, load time, memory',
  documents:
    'upload → result time for 1-page, 100-page and 10 MB documents through the running stack',
  landing:
    "the landing page's first-load bytes on the wire (JS, CSS, HTML) with brotli, gzip and none",
  'news-page': 'News page with 1,000 articles in Chromium: filter and search re-render times',
  load: 'HTTP load with autocannon on a stack it starts (or BENCH_URL) beside a bare NestJS app: req/s, p50/p99, errors, CPU and memory per process, with 1 and 2 analysis replicas',
  explanations:
    'faithfulness of explanations on SST-2 dev (ERASER comprehensiveness and sufficiency against a random ranking) and their cost per sentence',
  language:
    'the language detector: share of English dev texts (SST-2, GoEmotions, tweets) called another language, French, German and Spanish sentences recognised, µs per text',
  stories:
    'grouping news articles into stories on a labelled sample: pairwise precision, recall and F1 per similarity threshold and encoder layer',
};

const name = process.argv[2];
if (!BENCHES[name]) {
  process.stderr.write(`Usage: npm run bench -- <${Object.keys(BENCHES).join('|')}>\n`);
  for (const [bench, what] of Object.entries(BENCHES))
    process.stderr.write(`  ${bench}: ${what}\n`);
  process.exit(2);
}
// The news page bench needs only the built frontend, which it builds itself.
if (name !== 'news-page') {
  ensureBuilt(
    'services/analysis/dist/serving/index.js',
    ['exec', '--', 'tsc', '-b'],
    'the services',
  );
}
const result = spawnSync(
  process.execPath,
  [join(import.meta.dirname, `${name}.mjs`), ...process.argv.slice(3)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
