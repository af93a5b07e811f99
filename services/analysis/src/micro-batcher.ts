import { setImmediate as nextTurn } from 'node:timers';

// Requests that arrive together are answered by one model pass: items submitted during one turn of
// the event loop (and, since a pass blocks the loop, every request that arrived while the previous
// pass ran) are run as one batch, up to maxItems; the rest wait for the next turn, so one pass never
// blocks the event loop for long. Each caller gets its own items' results, in order.

interface Waiting<I, O> {
  items: readonly I[];
  resolve: (results: O[]) => void;
  reject: (err: unknown) => void;
}

export class MicroBatcher<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private scheduled = false;

  /** `run` answers every item of a batch, in order. A request larger than maxItems runs alone. */
  constructor(
    private readonly run: (items: I[]) => O[],
    private readonly maxItems = 64,
  ) {}

  submit(items: readonly I[]): Promise<O[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ items, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    nextTurn(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    let taken = 0;
    let size = 0;
    while (
      taken < this.waiting.length &&
      (taken === 0 || size + this.waiting[taken].items.length <= this.maxItems)
    ) {
      size += this.waiting[taken].items.length;
      taken += 1;
    }
    const batch = this.waiting.splice(0, taken);
    this.schedule();
    let results: O[];
    try {
      results = this.run(batch.flatMap((w) => w.items));
    } catch (err) {
      batch.forEach((w) => w.reject(err));
      return;
    }
    let next = 0;
    for (const w of batch) w.resolve(results.slice(next, (next += w.items.length)));
  }
}
