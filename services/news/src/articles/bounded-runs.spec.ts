import { BoundedRuns, RUN_BUSY } from './bounded-runs';

/** A task whose end the test decides, counting how often it was started. */
function controlledTask(value: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = jest.fn(async () => {
    await done;
    return value;
  });
  return { task, finish };
}

/** Lets already-settled promise chains run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('BoundedRuns (article full-text extractions)', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one run among the callers of the same key', async () => {
    const runs = new BoundedRuns<string>({ concurrency: 2, waitMs: 1_000 });
    const page = controlledTask('the article');
    const first = runs.run('article-1', page.task);
    const second = runs.run('article-1', page.task);
    await settle();
    page.finish();
    await expect(Promise.all([first, second])).resolves.toEqual(['the article', 'the article']);
    expect(page.task).toHaveBeenCalledTimes(1);
  });

  it('runs the key again once the shared run has ended', async () => {
    const runs = new BoundedRuns<string>({ concurrency: 1, waitMs: 1_000 });
    const task = jest.fn(async () => 'text');
    await runs.run('article-1', task);
    await runs.run('article-1', task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs at most `concurrency` tasks at once; the next starts when a slot frees', async () => {
    const runs = new BoundedRuns<string>({ concurrency: 2, waitMs: 60_000 });
    const tasks = ['a', 'b', 'c'].map(controlledTask);
    const results = tasks.map((t, i) => runs.run(`article-${i}`, t.task));
    await settle();
    expect(tasks.map((t) => t.task.mock.calls.length)).toEqual([1, 1, 0]);

    tasks[0]!.finish();
    await settle();
    expect(tasks[2]!.task).toHaveBeenCalledTimes(1);
    tasks[1]!.finish();
    tasks[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('answers RUN_BUSY when no slot frees within the wait, without running the task', async () => {
    jest.useFakeTimers();
    const runs = new BoundedRuns<string>({ concurrency: 1, waitMs: 500 });
    const busy = controlledTask('first');
    const first = runs.run('article-1', busy.task);
    const late = controlledTask('second');
    const second = runs.run('article-2', late.task);
    await jest.advanceTimersByTimeAsync(500);
    await expect(second).resolves.toBe(RUN_BUSY);
    expect(late.task).not.toHaveBeenCalled();

    // The slot is still the first run's alone, and free again once it ends.
    busy.finish();
    await expect(first).resolves.toBe('first');
    const third = controlledTask('third');
    const next = runs.run('article-2', third.task);
    third.finish();
    await expect(next).resolves.toBe('third');
  });

  it('frees the slot when a task fails', async () => {
    const runs = new BoundedRuns<string>({ concurrency: 1, waitMs: 1_000 });
    await expect(
      runs.run('article-1', () => Promise.reject(new Error('page gone'))),
    ).rejects.toThrow('page gone');
    await expect(runs.run('article-2', async () => 'ok')).resolves.toBe('ok');
  });
});
