import { LanePriority } from './lane-priority';

/** A pass the test ends by hand, recording when it started and ended. */
function controlledPass(log: string[], name: string) {
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(`${name} starts`);
      await ended;
      log.push(`${name} ends`);
      return name;
    },
    end: () => end(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('LanePriority', () => {
  it('runs batch passes one at a time, in order', async () => {
    const lanes = new LanePriority();
    const log: string[] = [];
    const [a, b] = [controlledPass(log, 'batch 1'), controlledPass(log, 'batch 2')];
    const done = [lanes.batchPass(a.run), lanes.batchPass(b.run)];
    await turn();
    expect(log).toEqual(['batch 1 starts']);
    a.end();
    await turn();
    expect(log).toEqual(['batch 1 starts', 'batch 1 ends', 'batch 2 starts']);
    b.end();
    expect(await Promise.all(done)).toEqual(['batch 1', 'batch 2']);
  });

  it('an interactive request waits behind at most the one batch pass already running', async () => {
    const lanes = new LanePriority();
    const log: string[] = [];
    const passes = [1, 2, 3].map((n) => controlledPass(log, `batch ${n}`));
    const batches = passes.map((p) => lanes.batchPass(p.run));
    await turn();
    expect(log).toEqual(['batch 1 starts']);

    // A person's text arrives while batch pass 1 runs, with two more batch passes queued.
    const person = controlledPass(log, 'person');
    const answered = lanes.interactive(person.run);
    await turn();
    // It is not held back at all: it runs beside the one pass that was running.
    expect(log).toEqual(['batch 1 starts', 'person starts']);
    passes[0].end();
    await turn();
    // The queued batch passes wait for the person's request to be answered.
    expect(log).toEqual(['batch 1 starts', 'person starts', 'batch 1 ends']);
    expect(lanes.waitingBatchPasses).toBe(2);
    person.end();
    expect(await answered).toBe('person');
    await turn();
    expect(log.slice(3)).toEqual(['person ends', 'batch 2 starts']);
    passes[1].end();
    await turn();
    passes[2].end();
    expect(await Promise.all(batches)).toEqual(['batch 1', 'batch 2', 'batch 3']);
  });

  it('keeps the batch lane moving after a failed pass or a failed interactive request', async () => {
    const lanes = new LanePriority();
    await expect(
      lanes.batchPass(() => {
        throw new Error('pass failed');
      }),
    ).rejects.toThrow('pass failed');
    await expect(lanes.interactive(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(lanes.batchPass(() => 'next')).resolves.toBe('next');
  });
});
