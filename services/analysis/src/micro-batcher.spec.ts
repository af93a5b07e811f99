import { MicroBatcher } from './micro-batcher';

describe('MicroBatcher', () => {
  it('answers requests made in the same turn with one run, each caller its own results', async () => {
    const runs: string[][] = [];
    const batcher = new MicroBatcher<string, string>((items) => {
      runs.push(items);
      return items.map((i) => i.toUpperCase());
    });
    const [a, b] = await Promise.all([batcher.submit(['x', 'y']), batcher.submit(['z'])]);
    expect(a).toEqual(['X', 'Y']);
    expect(b).toEqual(['Z']);
    expect(runs).toEqual([['x', 'y', 'z']]);
  });

  it('keeps a run within maxItems, leaving later requests for the next run', async () => {
    const runs: number[] = [];
    const batcher = new MicroBatcher<number, number>((items) => {
      runs.push(items.length);
      return items;
    }, 3);
    const results = await Promise.all([
      batcher.submit([1, 2]),
      batcher.submit([3]),
      batcher.submit([4, 5]),
      batcher.submit([6, 7, 8, 9]),
    ]);
    expect(results).toEqual([[1, 2], [3], [4, 5], [6, 7, 8, 9]]);
    // A request larger than maxItems still runs, alone.
    expect(runs).toEqual([3, 2, 4]);
  });

  it('counts a pass by weight when given one: texts by their characters', async () => {
    const runs: string[][] = [];
    const batcher = new MicroBatcher<string, number>(
      (items) => {
        runs.push(items);
        return items.map((i) => i.length);
      },
      10,
      0,
      (text) => text.length,
    );
    await Promise.all(['aaaa', 'bbbb', 'cc', 'dddddddddddd', 'e'].map((t) => batcher.submit([t])));
    // 4 + 4 + 2 fit in 10; the 12-character text runs alone; 'e' goes next.
    expect(runs).toEqual([['aaaa', 'bbbb', 'cc'], ['dddddddddddd'], ['e']]);
  });

  it('rejects every caller of a failed run and keeps serving later ones', async () => {
    let fail = true;
    const batcher = new MicroBatcher<number, number>((items) => {
      if (fail) throw new Error('model failed');
      return items;
    });
    await expect(Promise.all([batcher.submit([1]), batcher.submit([2])])).rejects.toThrow(
      'model failed',
    );
    fail = false;
    await expect(batcher.submit([3])).resolves.toEqual([3]);
  });

  it('runs one asynchronous pass at a time, and the next takes everything that arrived meanwhile', async () => {
    const runs: number[][] = [];
    let finish: () => void = () => undefined;
    const batcher = new MicroBatcher<number, number>(async (items) => {
      runs.push(items);
      if (runs.length === 1) await new Promise<void>((resolve) => (finish = resolve));
      return items.map((i) => i * 10);
    });
    const first = batcher.submit([1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]);
    // Arrive while the first pass runs: they wait, then go together.
    const later = [batcher.submit([2]), batcher.submit([3, 4])];
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]);
    finish();
    expect(await first).toEqual([10]);
    expect(await Promise.all(later)).toEqual([[20], [30, 40]]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });
});
