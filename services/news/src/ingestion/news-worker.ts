import {
  bullPrefix,
  JobData,
  JobName,
  JobResult,
  NEWS_INGEST_JOB,
  NEWS_INGEST_QUEUE,
  NEWS_PRUNE_JOB,
  NewsIngestedMessage,
  newsIngestedChannel,
  newsListVersionKey,
  RpcCall,
} from '@sentilog/contracts';
import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { NewsRepository } from '../news.repository';
import { ClusterOptions, DEFAULT_CLUSTER_OPTIONS } from '../stories/cluster';
import { ArticleClassifier } from './article-classifier';
import { ArticleSource, IngestionReport, runIngestion } from './ingestion-run';

/** The queue's jobs as the catalogue types them (QueueJobCatalogue in services/contracts). */
type IngestQueue = typeof NEWS_INGEST_QUEUE;
export type NewsJob = Job<JobData<IngestQueue>, JobResult<IngestQueue>, JobName<IngestQueue>>;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

export interface NewsWorkerOptions {
  redisUrl: string;
  redisPrefix: string;
  dataSource: DataSource;
  /** How to call the analysis service (the typed client's call). */
  call: RpcCall;
  sources: readonly ArticleSource[];
  retentionDays: number;
  demo: boolean;
  /** How new articles are grouped into stories (default DEFAULT_CLUSTER_OPTIONS). */
  stories?: ClusterOptions;
  /** Registers the repeatable ingest and prune jobs (the worker process does; tests add jobs). */
  schedule?: { refreshMinutes: number };
  logger: Logger;
}

export interface RunningNewsWorker {
  worker: Worker<JobData<IngestQueue>, JobResult<IngestQueue>, JobName<IngestQueue>>;
  /** Untyped: BullMQ types a scheduler's id as a job name, and the schedulers' ids are not. */
  queue: Queue;
  redis: Redis;
  close(): Promise<void>;
}

/**
 * The `news-worker` process's BullMQ worker. The schedulers are upserted under fixed ids, so every
 * replica registering them leaves one schedule; each run is one job, taken by one worker.
 */
export async function startNewsWorker(options: NewsWorkerOptions): Promise<RunningNewsWorker> {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const prefix = bullPrefix(options.redisPrefix);
  const queue = new Queue(NEWS_INGEST_QUEUE, { connection: redis, prefix });
  const store = new NewsRepository(options.dataSource);
  const classifier = new ArticleClassifier(options.call);
  const { logger } = options;

  const announce = async (report: IngestionReport) => {
    if (report.inserted + report.demoSeeded + report.demoRemoved + report.storied > 0) {
      await redis.incr(newsListVersionKey(options.redisPrefix));
    }
    const message: NewsIngestedMessage = { count: report.inserted + report.demoSeeded };
    await redis.publish(newsIngestedChannel(options.redisPrefix), JSON.stringify(message));
  };

  const handle = async (job: NewsJob): Promise<JobResult<IngestQueue>> => {
    if (job.name === NEWS_PRUNE_JOB) {
      const cutoff = new Date(Date.now() - options.retentionDays * 24 * 60 * 60 * 1000);
      const pruned = await store.pruneOlderThan(cutoff);
      if (pruned > 0) await redis.incr(newsListVersionKey(options.redisPrefix));
      logger.info({ pruned }, 'news retention prune');
      return { pruned };
    }
    const report = await runIngestion({
      sources: options.sources,
      store,
      classifier,
      retentionDays: options.retentionDays,
      demo: options.demo,
      stories: options.stories ?? DEFAULT_CLUSTER_OPTIONS,
      logger,
    });
    await announce(report);
    logger.info(report, 'news ingestion run');
    return report;
  };

  const worker = new Worker(NEWS_INGEST_QUEUE, handle, {
    connection: redis,
    prefix,
    concurrency: 1,
    // A run reads many feeds; its lock outlives slow ones, and a dead worker's run is retried.
    lockDuration: 5 * 60 * 1000,
  });
  worker.on('failed', (job, err) =>
    logger.warn({ job: job?.name, err: err.message }, 'news job failed'),
  );
  worker.on('error', (err) => logger.error({ err: err.message }, 'news worker error'));

  if (options.schedule) {
    const kept = { removeOnComplete: 50, removeOnFail: 50 };
    await queue.upsertJobScheduler(
      'news-ingest',
      { every: options.schedule.refreshMinutes * 60 * 1000 },
      { name: NEWS_INGEST_JOB, opts: kept },
    );
    await queue.upsertJobScheduler(
      'news-prune',
      { every: PRUNE_EVERY_MS },
      { name: NEWS_PRUNE_JOB, opts: kept },
    );
  }

  return {
    worker,
    queue,
    redis,
    async close() {
      await worker.close();
      await queue.close();
      redis.disconnect();
    },
  };
}
