/** What train.ts hands to a task. */
export interface TaskRun {
  seed: number;
  outDir: string;
  version: string;
  /** Overrides the task's epoch count (quick experiments). */
  epochs?: number;
  /** Keep every n-th training example (smoke tests); the committed models use all of them. */
  sample?: number;
  log: (line: string) => void;
}

/** What a task reports back for the model card. */
export interface TrainReport {
  data: Record<string, number>;
  hyperparameters: Record<string, unknown>;
  devMetrics: Record<string, number>;
  /** Extra dev numbers (e.g. before/after prior tuning, with/without the source prior). */
  notes?: Record<string, number>;
  history: Record<string, number>[];
}

/** Every n-th item (all of them when n is undefined). */
export function everyNth<T>(items: T[], n: number | undefined): T[] {
  return n ? items.filter((_, i) => i % n === 0) : items;
}
