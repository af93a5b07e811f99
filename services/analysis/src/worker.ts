import { startWorker } from '@sentilog/platform';
import { analysisConfigFrom } from './config';
import { startDocumentWorker } from './documents/document-worker';
import { loadTextModels } from './serving';

/** Past the drain, handing the jobs back and closing the connections take a few seconds. */
const CLOSE_MARGIN_MS = 20_000;

void startWorker({
  name: 'analysis-worker',
  configFrom: analysisConfigFrom,
  env: process.env,
  closeTimeoutMs: (config) => config.DOCUMENT_DRAIN_MS + CLOSE_MARGIN_MS,
  async start({ config, logger }) {
    const running = await startDocumentWorker({
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      databaseUrl: config.DATABASE_URL,
      // Documents need the text models only; the bias models stay out of this process's memory.
      models: {
        text: await loadTextModels(undefined, { threads: config.ANALYSIS_THREADS }),
      },
      budget: { timeoutMs: config.EXTRACTION_TIMEOUT_MS, memoryMb: config.EXTRACTION_MEMORY_MB },
      maxSentences: config.MODEL_MAX_SENTENCES,
      accurateBudgetMs: config.DOCUMENT_ACCURATE_BUDGET_MS,
      concurrency: config.DOCUMENT_CONCURRENCY,
      lockMs: config.DOCUMENT_LOCK_MS,
      stalledIntervalMs: config.DOCUMENT_STALLED_INTERVAL_MS,
      logger,
    });
    return {
      checks: {
        redis: () => running.redis.ping(),
        worker: async () => {
          if (!running.worker.isRunning()) throw new Error('not running');
        },
      },
      close: () => running.close(config.DOCUMENT_DRAIN_MS),
    };
  },
});
