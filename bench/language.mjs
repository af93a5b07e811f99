/**
 * The language detector (services/analysis/src/language) on English it must not mislabel and on
 * other languages it must recognise: the share of SST-2 dev sentences, GoEmotions dev comments and
 * TweetEval sentiment val tweets called another language (short tweets are the hard case), the
 * share of the French, German and Spanish sentences in services/analysis/fixtures recognised, and
 * the cost per text (µs, one core).
 *
 * `npm run bench -- language`
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { report } from './report.mjs';

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '../services/analysis/dist');
const { detectLanguage, readsAsEnglish } = require(join(dist, 'language/detect-language'));
const data = require(join(dist, 'evaluation/datasets'));

const tweets = readFileSync(join(data.datasetsDir(), 'tweeteval-sentiment/val_text.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim().length > 0);
const english = {
  'SST-2 dev': data.loadSst2('dev').map((r) => r.text),
  'GoEmotions dev': data.loadGoEmotions('group', 'dev').map((r) => r.text),
  'TweetEval sentiment val': tweets,
};
const foreign = JSON.parse(
  readFileSync(join(import.meta.dirname, '../services/analysis/fixtures/foreign-sentences.json')),
);

detectLanguage('warm the detector up');
const rows = [];
const mislabelled = [];
let all = 0;
let wrong = 0;
for (const [set, texts] of Object.entries(english)) {
  const started = process.hrtime.bigint();
  const codes = texts.map((text) => detectLanguage(text).code);
  const us = Number(process.hrtime.bigint() - started) / 1e3 / texts.length;
  const other = codes.filter((code) => !readsAsEnglish(code)).length;
  codes.forEach((code, i) => {
    if (!readsAsEnglish(code)) mislabelled.push(`${code}: ${texts[i].slice(0, 80)}`);
  });
  all += texts.length;
  wrong += other;
  rows.push({
    set,
    texts: texts.length,
    'called another language %': (100 * other) / texts.length,
    'µs/text': us,
  });
}
rows.push({ set: 'English, all', texts: all, 'called another language %': (100 * wrong) / all });
for (const [code, texts] of Object.entries(foreign)) {
  const started = process.hrtime.bigint();
  const recognised = texts.filter((text) => detectLanguage(text).code === code).length;
  const us = Number(process.hrtime.bigint() - started) / 1e3 / texts.length;
  rows.push({
    set: `${code} sentences`,
    texts: texts.length,
    'recognised %': (100 * recognised) / texts.length,
    'µs/text': us,
  });
}
report('language', rows, { mislabelled });
for (const line of mislabelled) process.stdout.write(`  ${line}\n`);
