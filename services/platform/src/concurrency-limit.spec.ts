import { ConcurrencyLimit } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in order, and frees a slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) =>
      limit.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(n);
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });
});
