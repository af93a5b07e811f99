/** What `BoundedRuns.run` answers when no slot came free within the wait. */
export const RUN_BUSY = Symbol('busy');

/**
 * Runs keyed tasks with two guarantees: callers asking for a key already running share that run
 * (one page fetch and parse per article, however many open it at once), and at most `concurrency`
 * runs go at a time. A run that finds every slot taken waits at most `waitMs`, then answers
 * RUN_BUSY so its caller can fall back instead of queueing without end. (p-limit has neither the
 * sharing nor a bounded wait.)
 */
export class BoundedRuns<T> {
  private readonly running = new Map<string, Promise<T | typeof RUN_BUSY>>();
  private readonly waiting: Array<() => void> = [];
  private active = 0;

  constructor(private readonly options: { concurrency: number; waitMs: number }) {}

  run(key: string, task: () => Promise<T>): Promise<T | typeof RUN_BUSY> {
    const shared = this.running.get(key);
    if (shared) return shared;
    const run = this.inSlot(task).finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  private async inSlot(task: () => Promise<T>): Promise<T | typeof RUN_BUSY> {
    if (!(await this.takeSlot())) return RUN_BUSY;
    try {
      return await task();
    } finally {
      this.giveSlot();
    }
  }

  /** True once a slot is this caller's; false when none came free within waitMs. */
  private takeSlot(): Promise<boolean> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const granted = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        resolve(false);
      }, this.options.waitMs);
      this.waiting.push(granted);
    });
  }

  /** Hands the slot straight to the longest waiter, else frees it. */
  private giveSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
