import { DOCUMENTS_QUEUE, startHealthServer } from '@sentilog/contracts';
import { Worker } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { config } from './config';
import { createDocumentProcessor } from './documents/document-processor';
import { loadModels } from './models';

/**
 * The document worker: takes jobs from the `documents` queue. A worker that dies mid-job stops
 * renewing the job's lock; BullMQ's stalled-job check then hands the job to another worker.
 */
async function main(): Promise<void> {
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'analysis-worker' } });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const models = await loadModels();
  const worker = new Worker(
    DOCUMENTS_QUEUE,
    createDocumentProcessor({
      redis,
      models,
      budget: { timeoutMs: config.EXTRACTION_TIMEOUT_MS, memoryMb: config.EXTRACTION_MEMORY_MB },
      maxSentences: config.MODEL_MAX_SENTENCES,
    }),
    {
      connection: redis,
      prefix: `${config.REDIS_PREFIX}:bull`,
      concurrency: config.DOCUMENT_CONCURRENCY,
      lockDuration: config.DOCUMENT_LOCK_MS,
      stalledInterval: config.DOCUMENT_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
    },
  );
  worker.on('ready', () => logger.info('document worker ready'));
  worker.on('failed', (job, err) =>
    logger.warn({ jobId: job?.id, err: err.message }, 'document job failed'),
  );
  worker.on('error', (err) => logger.error({ err: err.message }, 'document worker error'));

  const health = config.HEALTH_PORT
    ? startHealthServer(config.HEALTH_PORT, {
        redis: () => redis.ping(),
        worker: async () => worker.isRunning() || Promise.reject(new Error('not running')),
      })
    : undefined;

  const stop = async () => {
    health?.close();
    await worker.close();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

void main();
