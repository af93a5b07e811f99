import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Prints rows as an aligned table and writes `{meta, rows}` to bench/results/<name>.json. */
export function report(name, rows, meta = {}) {
  printTable(rows);
  writeResults(name, rows, meta);
}

/** Prints rows (objects; their keys are the columns, in order of appearance) as an aligned table. */
export function printTable(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) =>
    typeof value === 'number' ? String(Number(value.toFixed(4))) : String(value ?? '');
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
  process.stdout.write(`\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((c) => cell(row[c])))}\n`);
}

/** Writes `{benchmark, at, ...meta, rows}` to bench/results/<name>.json and says where. */
export function writeResults(name, rows, meta = {}) {
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ benchmark: name, at: new Date().toISOString(), ...meta, rows }, null, 2),
  );
  process.stdout.write(`\nwritten: ${file}\n`);
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
