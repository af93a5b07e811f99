import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { PendingUploads } from '@sentilog/platform';
import { Job, Worker } from 'bullmq';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import { Logger } from 'pino';
import { Models } from '../models';
import { createDocumentProcessor } from './document-processor';
import { DocumentResults } from './document-results';
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
  close(): Promise<void>;
}

/**
 * A BullMQ worker on the `documents` queue. A worker that dies mid-job stops renewing the job's
 * lock; the stalled-job check of any other worker then puts the job back for another attempt.
 * Whenever a job ends, completed or finally failed, its uploaded bytes are deleted at once.
 */
export async function startDocumentWorker(
  options: DocumentWorkerOptions,
): Promise<RunningDocumentWorker> {
  const { results, dataSource } = await DocumentResults.open(options.databaseUrl);
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const uploads = new PendingUploads(redis, options.redisPrefix);
  const worker = new Worker(
    DOCUMENTS_QUEUE,
    createDocumentProcessor({
      uploads,
      results,
      models: options.models.text,
      budget: options.budget,
      maxSentences: options.maxSentences,
      accurateBudgetMs: options.accurateBudgetMs,
    }),
    {
      connection: redis,
      prefix: `${options.redisPrefix}:bull`,
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
        .deleteExpired()
        .catch((err: Error) => logger.warn({ err: err.message }, 'could not purge results')),
    PURGE_INTERVAL_MS,
  );
  purge.unref();
  return {
    worker,
    redis,
    async close() {
      clearInterval(purge);
      await worker.close();
      redis.disconnect();
      await dataSource.destroy();
    },
  };
}
