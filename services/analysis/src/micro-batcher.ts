import { setImmediate as nextTurn } from 'node:timers';

// Requests that arrive together are answered by one model pass. One pass runs at a time: items
// submitted while it runs wait, and the next pass takes all of them (up to maxItems; the rest wait
// for the pass after), so under load batches grow by themselves and when idle a request runs at
// once (or after waitMs, when set, for companions to join). Each caller gets its own items'
// results, in order. A pass may be synchronous (it then blocks the event loop for its length) or
// asynchronous (ONNX Runtime runs it on its own threads).

interface Waiting<I, O> {
  items: readonly I[];
  resolve: (results: O[]) => void;
  reject: (err: unknown) => void;
}

export class MicroBatcher<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private scheduled = false;
  private running = false;

  /**
   * `run` answers every item of a batch, in order. A pass holds at most `maxItems`, counted by
   * `weigh` (one each by default; the batch lane weighs texts by their characters). A request
   * heavier than that runs alone.
   */
  constructor(
    private readonly run: (items: I[]) => O[] | Promise<O[]>,
    private readonly maxItems = 64,
    private readonly waitMs = 0,
    private readonly weigh: (item: I) => number = () => 1,
  ) {}

  submit(items: readonly I[]): Promise<O[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ items, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    const go = () => {
      this.scheduled = false;
      void this.flush();
    };
    if (this.waitMs > 0) setTimeout(go, this.waitMs);
    else nextTurn(go);
  }

  private async flush(): Promise<void> {
    const weightOf = (w: Waiting<I, O>) => w.items.reduce((sum, item) => sum + this.weigh(item), 0);
    let taken = 0;
    let size = 0;
    while (
      taken < this.waiting.length &&
      (taken === 0 || size + weightOf(this.waiting[taken]) <= this.maxItems)
    ) {
      size += weightOf(this.waiting[taken]);
      taken += 1;
    }
    const batch = this.waiting.splice(0, taken);
    this.running = true;
    try {
      const results = await this.run(batch.flatMap((w) => w.items));
      let next = 0;
      for (const w of batch) w.resolve(results.slice(next, (next += w.items.length)));
    } catch (err) {
      batch.forEach((w) => w.reject(err));
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}
