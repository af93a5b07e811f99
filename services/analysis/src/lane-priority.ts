/**
 * Who goes first on the models: a person's own text (the landing demo, a journal entry, news
 * ingestion) before an organisation's API batch. Interactive work never waits for the batch lane;
 * a batch pass starts only while no interactive work runs or waits, and one at a time. So an
 * interactive request shares the models with at most the one batch pass already running when it
 * came, and a large batch, read pass by small pass, fills only the time nobody else needs.
 */
export class LanePriority {
  private interactiveInFlight = 0;
  private batchRunning = false;
  private readonly batchWaiting: (() => void)[] = [];

  /** Interactive work (its whole request, waiting for its pass included): never held back. */
  async interactive<T>(work: () => Promise<T>): Promise<T> {
    this.interactiveInFlight += 1;
    try {
      return await work();
    } finally {
      this.interactiveInFlight -= 1;
      this.startNextBatchPass();
    }
  }

  /** One batch pass, once no interactive work is in flight and no other batch pass runs. */
  async batchPass<T>(pass: () => T | Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.batchWaiting.push(resolve);
      this.startNextBatchPass();
    });
    try {
      return await pass();
    } finally {
      this.batchRunning = false;
      this.startNextBatchPass();
    }
  }

  /** Batch passes waiting for their turn. */
  get waitingBatchPasses(): number {
    return this.batchWaiting.length;
  }

  private startNextBatchPass(): void {
    if (this.batchRunning || this.interactiveInFlight > 0) return;
    const next = this.batchWaiting.shift();
    if (!next) return;
    this.batchRunning = true;
    next();
  }
}
