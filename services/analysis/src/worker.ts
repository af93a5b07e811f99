import { runEntryPoint, startHealthServer } from '@sentilog/platform';
import pino from 'pino';
import { analysisConfigFrom } from './config';
import { startDocumentWorker } from './documents/document-worker';
import { loadTextModels } from './models';

async function main(): Promise<void> {
  const config = analysisConfigFrom(process.env);
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'analysis-worker' } });
  const running = await startDocumentWorker({
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    databaseUrl: config.DATABASE_URL,
    // Documents need the text models only; the bias models stay out of this process's memory.
    models: { text: await loadTextModels(undefined, { threads: config.ANALYSIS_THREADS }) },
    budget: { timeoutMs: config.EXTRACTION_TIMEOUT_MS, memoryMb: config.EXTRACTION_MEMORY_MB },
    maxSentences: config.MODEL_MAX_SENTENCES,
    accurateBudgetMs: config.DOCUMENT_ACCURATE_BUDGET_MS,
    concurrency: config.DOCUMENT_CONCURRENCY,
    lockMs: config.DOCUMENT_LOCK_MS,
    stalledIntervalMs: config.DOCUMENT_STALLED_INTERVAL_MS,
    logger,
  });
  running.worker.on('ready', () => logger.info('document worker ready'));
  const health = config.HEALTH_PORT
    ? startHealthServer(config.HEALTH_PORT, {
        redis: () => running.redis.ping(),
        worker: async () => {
          if (!running.worker.isRunning()) throw new Error('not running');
        },
      })
    : undefined;

  const stop = async () => {
    health?.close();
    await running.close(config.DOCUMENT_DRAIN_MS);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

void runEntryPoint(main);
