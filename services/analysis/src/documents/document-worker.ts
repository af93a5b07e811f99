import { bullPrefix, DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { PendingUploads } from '@sentilog/platform';
import { Job, Worker } from 'bullmq';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import { Logger } from 'pino';
import { openAnalysisDatabase } from '../analysis-database';
import { AnalysisRepository } from '../analysis.repository';
import { Models } from '../models';
import { createDocumentProcessor } from './document-processor';
import { ExtractionBudget } from './extract-in-thread';

/** A job whose worker dies this many times is put back each time; one more and it fails. */
export const MAX_WORKER_CRASHES = 2;
/** How often results past their hour are deleted. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export interface DocumentWorkerOptions {
  redisUrl: string;
  redisPrefix: string;
  databaseUrl: string;
  models: Pick<Models, 'text'>;
  budget: ExtractionBudget;
  maxSentences: number;
  accurateBudgetMs: number;
  concurrency: number;
  lockMs: number;
  stalledIntervalMs: number;
  logger: Logger;
}

export interface RunningDocumentWorker {
  worker: Worker;
  redis: Redis;
  /**
   * Stops taking jobs, gives those running `drainMs` to finish, hands the rest back to the queue
   * (another worker takes them at once: no lock has to expire), and closes. Without `drainMs` it
   * waits for every running job.
   */
  close(drainMs?: number): Promise<void>;
}

/** A job this worker is analysing, with the token that proves it holds the job's lock. */
interface Held {
  job: Job;
  token: string;
}

/**
 * A BullMQ worker on the `documents` queue. A worker that dies mid-job stops renewing the job's
 * lock; the stalled-job check of any other worker then puts the job back for another attempt.
 * Whenever a job ends, completed or finally failed, its uploaded bytes are deleted at once.
 */
export async function startDocumentWorker(
  options: DocumentWorkerOptions,
): Promise<RunningDocumentWorker> {
  const dataSource = await openAnalysisDatabase(options.databaseUrl);
  const results = new AnalysisRepository(dataSource);
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const uploads = new PendingUploads(redis, options.redisPrefix);
  const analyse = createDocumentProcessor({
    uploads,
    results,
    models: options.models.text,
    budget: options.budget,
    maxSentences: options.maxSentences,
    accurateBudgetMs: options.accurateBudgetMs,
  });
  const held = new Map<string, Held>();
  const worker = new Worker(
    DOCUMENTS_QUEUE,
    async (job: Job, token?: string) => {
      held.set(String(job.id), { job, token: token ?? '' });
      try {
        return await analyse(job);
      } finally {
        held.delete(String(job.id));
      }
    },
    {
      connection: redis,
      prefix: bullPrefix(options.redisPrefix),
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.stalledIntervalMs,
      maxStalledCount: MAX_WORKER_CRASHES,
      // Stored on each job it takes (processedBy): which pod and process had a job that stalled.
      name: `${hostname()}:${process.pid}`,
    },
  );
  const { logger } = options;
  const free = (job: Job) =>
    uploads
      .release(String(job.id))
      .catch((err: Error) =>
        logger.warn({ jobId: job.id, err: err.message }, 'could not free an upload'),
      );
  worker.on('completed', (job) => void free(job));
  worker.on('failed', (job, err) => {
    logger.warn({ jobId: job?.id, err: err.message }, 'document job failed');
    // 'failed' also reports attempts that will be retried; those still need their bytes.
    if (job)
      void job
        .isFailed()
        .then((final) => (final ? free(job) : undefined))
        .catch(() => undefined);
  });
  worker.on('error', (err) => logger.error({ err: err.message }, 'document worker error'));
  const purge = setInterval(
    () =>
      void results
        .deleteExpiredDocumentResults()
        .catch((err: Error) => logger.warn({ err: err.message }, 'could not purge results')),
    PURGE_INTERVAL_MS,
  );
  purge.unref();
  const handBack = async () => {
    const jobs = [...held.values()];
    held.clear();
    for (const { job, token } of jobs) {
      await job
        .moveToWait(token)
        .then(() => logger.info({ jobId: job.id }, 'handed a document job back to the queue'))
        .catch((err: Error) =>
          logger.warn({ jobId: job.id, err: err.message }, 'could not hand a job back'),
        );
    }
  };
  return {
    worker,
    redis,
    async close(drainMs?: number) {
      clearInterval(purge);
      if (drainMs !== undefined) {
        await worker.pause(true);
        const deadline = Date.now() + drainMs;
        while (held.size > 0 && Date.now() < deadline) await delay(50);
        await handBack();
      }
      await worker.close(drainMs !== undefined);
      redis.disconnect();
      await dataSource.destroy();
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
