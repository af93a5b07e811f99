import { EventEmitter } from 'node:events';
import pino from 'pino';
import { QueueConnection } from './queue-connection';
import { QueueProcessor } from './queue-processor';
import { QueueWorkerHost } from './queue-worker-host';

/** A stand-in for BullMQ's Worker: its processor, its events, and what was asked of it. */
class FakeWorker extends EventEmitter {
  static last: FakeWorker;
  readonly calls: string[] = [];
  constructor(
    readonly queue: string,
    readonly run: (job: unknown, token?: string) => Promise<unknown>,
    readonly opts: Record<string, unknown>,
  ) {
    super();
    FakeWorker.last = this;
  }
  async pause(doNotWaitActive?: boolean) {
    this.calls.push(`pause(${doNotWaitActive})`);
  }
  async close(force?: boolean) {
    this.calls.push(`close(${force})`);
  }
}

// Called only once the class above exists (jest.mock is hoisted above it, the call is not).
jest.mock('bullmq', () => ({
  Worker: jest.fn((...args: ConstructorParameters<typeof FakeWorker>) => new FakeWorker(...args)),
}));

const connection = {
  redis: {},
  bullPrefix: 'test:bull',
} as unknown as QueueConnection;

function fakeJob(id: string, final = true) {
  return { id, name: 'analyze', moveToWait: jest.fn(async () => 0), isFailed: async () => final };
}

function host(processor: QueueProcessor<'documents'>, drainMs?: number) {
  const worker = new QueueWorkerHost('documents', processor, connection, {
    label: 'document',
    logger: pino({ level: 'silent' }),
    concurrency: 2,
    lockDurationMs: 10_000,
    stalledIntervalMs: 5_000,
    maxStalledCount: 2,
    workerName: 'pod:1',
    drainMs,
  });
  worker.onApplicationBootstrap();
  return { worker, bull: FakeWorker.last };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QueueWorkerHost', () => {
  it("makes the queue's worker with the connection's prefix and the settings it was given", () => {
    const { bull } = host({ process: async () => ({ jobId: 'x', textLength: 0 }) });
    expect(bull.queue).toBe('documents');
    expect(bull.opts).toEqual({
      connection: connection.redis,
      prefix: 'test:bull',
      concurrency: 2,
      lockDuration: 10_000,
      stalledInterval: 5_000,
      maxStalledCount: 2,
      name: 'pod:1',
    });
  });

  it('on stop with a drain: pauses, lets the running job that long, hands it back, then force-closes', async () => {
    let finish!: () => void;
    const { worker, bull } = host({
      process: () =>
        new Promise((resolve) => (finish = () => resolve({ jobId: 'a', textLength: 1 }))),
    });
    const job = fakeJob('a');
    const running = bull.run(job, 'lock-token');
    await worker.stop(60);
    expect(job.moveToWait).toHaveBeenCalledWith('lock-token');
    expect(bull.calls).toEqual(['pause(true)', 'close(true)']);
    finish();
    await running;
  });

  it('on stop with a drain: a job that finishes in time is not handed back', async () => {
    const { worker, bull } = host({
      process: async () => ({ jobId: 'b', textLength: 1 }),
    });
    const job = fakeJob('b');
    await bull.run(job, 'token');
    await worker.stop(1_000);
    expect(job.moveToWait).not.toHaveBeenCalled();
    expect(bull.calls).toEqual(['pause(true)', 'close(true)']);
  });

  it('without a drain waits for running jobs (a plain close), and stops once', async () => {
    const { worker, bull } = host({ process: async () => ({ jobId: 'c', textLength: 1 }) });
    await Promise.all([worker.stop(), worker.onModuleDestroy()]);
    expect(bull.calls).toEqual(['close(false)']);
  });

  it('on shutdown uses the drain its settings give', async () => {
    const { worker, bull } = host({ process: async () => ({ jobId: 'd', textLength: 1 }) }, 10);
    await worker.onModuleDestroy();
    expect(bull.calls).toEqual(['pause(true)', 'close(true)']);
  });

  it('tells the processor of a completed job, and of a failed one only when it failed for good', async () => {
    const completed = jest.fn(async () => undefined);
    const failedForGood = jest.fn(async () => undefined);
    const { bull } = host({
      process: async () => ({ jobId: 'e', textLength: 1 }),
      completed,
      failedForGood,
    });
    const done = fakeJob('e');
    bull.emit('completed', done);
    const retried = fakeJob('f', false);
    const final = fakeJob('g', true);
    bull.emit('failed', retried, new Error('try again'));
    bull.emit('failed', final, new Error('broken'));
    await tick();
    expect(completed).toHaveBeenCalledWith(done);
    expect(failedForGood.mock.calls).toEqual([[final]]);
  });
});
