import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { Worker } from 'bullmq';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { Models } from '../models';
import { createDocumentProcessor } from './document-processor';
import { ExtractionBudget } from './extract-in-thread';

export interface DocumentWorkerOptions {
  redisUrl: string;
  redisPrefix: string;
  models: Pick<Models, 'sentiment' | 'emotion'>;
  budget: ExtractionBudget;
  maxSentences: number;
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
 */
export function startDocumentWorker(options: DocumentWorkerOptions): RunningDocumentWorker {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(
    DOCUMENTS_QUEUE,
    createDocumentProcessor({
      redis,
      models: options.models,
      budget: options.budget,
      maxSentences: options.maxSentences,
    }),
    {
      connection: redis,
      prefix: `${options.redisPrefix}:bull`,
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.stalledIntervalMs,
      maxStalledCount: 2,
    },
  );
  const { logger } = options;
  worker.on('failed', (job, err) =>
    logger.warn({ jobId: job?.id, err: err.message }, 'document job failed'),
  );
  worker.on('error', (err) => logger.error({ err: err.message }, 'document worker error'));
  return {
    worker,
    redis,
    async close() {
      await worker.close();
      redis.disconnect();
    },
  };
}
