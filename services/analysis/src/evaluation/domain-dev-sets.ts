import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Domain } from '../serving';

// The text tasks' dev sets as the training pipeline composes them (sentilog_training/tasks.py),
// written by `training/scripts/export_dev_sets.py` so that calibration and the benchmarks score
// exactly the rows training held out. Labels are in the service's order (labels.ts); a sentiment
// gold of 3 is "not negative" (any label but NEGATIVE is right).

export interface DomainDevSet {
  name: string;
  task: 'sentiment' | 'emotion' | 'irony' | 'mixed';
  labels: string[];
  /** How the set is scored: accuracy, macro_f1, macro_recall, sst2, not_negative. */
  metric: string;
  /** The domain whose calibration it fits; null: judged, never fitted on. */
  domain: Domain | null;
  /** The target for the metric, where it has one. */
  target: number | null;
  rows: { text: string; gold: number }[];
}

export const NOT_NEGATIVE_GOLD = 3;

/** DEV_SETS_DIR, or training/.cache/dev-sets where export_dev_sets.py writes them. */
export function devSetsDir(): string {
  return process.env.DEV_SETS_DIR ?? path.resolve(__dirname, '../../training/.cache/dev-sets');
}

/** Every exported dev set, by name; refuses with the command to run when there are none. */
export function loadDomainDevSets(dir = devSetsDir()): Map<string, DomainDevSet> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  if (files.length === 0) {
    throw new Error(
      `no dev sets in ${dir}: run (cd services/analysis/training && .cache/venv/bin/python scripts/export_dev_sets.py)`,
    );
  }
  const sets = new Map<string, DomainDevSet>();
  for (const file of files.sort()) {
    const set = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as DomainDevSet;
    sets.set(set.name, set);
  }
  return sets;
}

/** Every n-th row of a set (a quick look with --sample). */
export function sampled(set: DomainDevSet, every: number): DomainDevSet {
  return every <= 1 ? set : { ...set, rows: set.rows.filter((_, i) => i % every === 0) };
}
