import { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { QueueName } from '@sentilog/contracts';
import { Job, Worker } from 'bullmq';
import { QueueConnection } from './queue-connection';
import { QueueJob } from './queue-job';
import { QueueProcessor, QueueWorkerSettings } from './queue-processor';

/** What a process's health checks and tests may do with a running worker. */
export interface WorkerControl {
  pause(): Promise<void>;
  resume(): void;
  isRunning(): boolean;
  /** Resolves once its connection is ready to take jobs. */
  waitUntilReady(): Promise<unknown>;
}

/** A job this worker is running, with the token that proves it holds the job's lock. */
interface Held {
  job: Job;
  token: string;
}

/**
 * The BullMQ worker of one queue inside the DI container: made when the application has started,
 * with the shared connection and key prefix; its failures and errors logged; and on shutdown
 * stopped the same way for every worker: it takes no new job, gives the running ones `drainMs`
 * to finish, hands the rest back to the queue (`moveToWait`: another worker takes them at once,
 * no lock has to expire), and closes. Without `drainMs` it waits for every running job.
 */
export class QueueWorkerHost<Q extends QueueName>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  private worker?: Worker;
  private readonly held = new Map<string, Held>();
  private stopping?: Promise<void>;

  constructor(
    private readonly queue: Q,
    private readonly processor: QueueProcessor<Q>,
    private readonly connection: QueueConnection,
    private readonly settings: QueueWorkerSettings,
  ) {}

  onApplicationBootstrap(): void {
    const { logger, label } = this.settings;
    const processor = this.processor;
    const worker = new Worker(
      this.queue,
      async (job: Job, token?: string) => {
        this.held.set(String(job.id), { job, token: token ?? '' });
        try {
          return await processor.process(job as QueueJob<Q>);
        } finally {
          this.held.delete(String(job.id));
        }
      },
      {
        connection: this.connection.redis,
        prefix: this.connection.bullPrefix,
        concurrency: this.settings.concurrency,
        ...(this.settings.lockDurationMs !== undefined && {
          lockDuration: this.settings.lockDurationMs,
        }),
        ...(this.settings.stalledIntervalMs !== undefined && {
          stalledInterval: this.settings.stalledIntervalMs,
        }),
        ...(this.settings.maxStalledCount !== undefined && {
          maxStalledCount: this.settings.maxStalledCount,
        }),
        ...(this.settings.workerName !== undefined && { name: this.settings.workerName }),
      },
    );
    worker.on('ready', () => logger.info(`${label} worker ready`));
    worker.on('completed', (job) => {
      void processor
        .completed?.(job as QueueJob<Q>)
        .catch((err: Error) => logger.warn({ jobId: job.id, err: err.message }, 'after a job'));
    });
    worker.on('failed', (job, err) => {
      logger.warn({ jobId: job?.id, job: job?.name, err: err.message }, `${label} job failed`);
      // 'failed' also reports attempts that will be retried; only the last one ends the job.
      const failedForGood = processor.failedForGood?.bind(processor);
      if (job && failedForGood)
        void job
          .isFailed()
          .then((final) => (final ? failedForGood(job as QueueJob<Q>) : undefined))
          .catch(() => undefined);
    });
    worker.on('error', (err) => logger.error({ err: err.message }, `${label} worker error`));
    this.worker = worker;
  }

  /** Pause, resume and whether it runs, for readiness checks and tests. */
  get control(): WorkerControl {
    const worker = this.started();
    return {
      pause: () => worker.pause(),
      resume: () => worker.resume(),
      isRunning: () => worker.isRunning(),
      waitUntilReady: () => worker.waitUntilReady(),
    };
  }

  /**
   * Stops the worker (once; a second call waits for the first): with `drainMs`, running jobs get
   * that long and the rest go back to the queue; without, every running job is waited for.
   */
  stop(drainMs = this.settings.drainMs): Promise<void> {
    this.stopping ??= this.stopNow(drainMs);
    return this.stopping;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private async stopNow(drainMs: number | undefined): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    if (drainMs !== undefined) {
      await worker.pause(true);
      const deadline = Date.now() + drainMs;
      while (this.held.size > 0 && Date.now() < deadline) await delay(50);
      await this.handBack();
    }
    await worker.close(drainMs !== undefined);
  }

  private async handBack(): Promise<void> {
    const { logger, label } = this.settings;
    const jobs = [...this.held.values()];
    this.held.clear();
    for (const { job, token } of jobs) {
      await job
        .moveToWait(token)
        .then(() => logger.info({ jobId: job.id }, `handed a ${label} job back to the queue`))
        .catch((err: Error) =>
          logger.warn({ jobId: job.id, err: err.message }, 'could not hand a job back'),
        );
    }
  }

  private started(): Worker {
    if (!this.worker) throw new Error(`the ${this.queue} worker has not started`);
    return this.worker;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
