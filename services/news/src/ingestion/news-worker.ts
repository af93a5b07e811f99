import { DynamicModule, Module } from '@nestjs/common';
import { NEWS_INGEST_QUEUE } from '@sentilog/contracts';
import {
  createWorkerContext,
  QUEUE_REDIS,
  QueueModule,
  queueWorkerToken,
  QueueWorkerHost,
  WorkerControl,
} from '@sentilog/platform';
import type Redis from 'ioredis';
import { NewsIngestProcessor } from './news-ingest.processor';
import { NewsSchedules } from './news-schedules';
import { NEWS_WORKER_OPTIONS, NewsWorkerOptions } from './news-worker-options';

export type { NewsWorkerOptions } from './news-worker-options';
export type { NewsJob } from './news-ingest.processor';

/** The `news-worker` process's container: the ingest queue's worker and its schedules. */
@Module({})
export class NewsWorkerModule {
  static forRoot(options: NewsWorkerOptions): DynamicModule {
    const optionsProvider = { provide: NEWS_WORKER_OPTIONS, useValue: options };
    return {
      module: NewsWorkerModule,
      imports: [
        QueueModule.forRoot({ redisUrl: options.redisUrl, redisPrefix: options.redisPrefix }),
        QueueModule.register(NEWS_INGEST_QUEUE),
        QueueModule.registerWorker({
          queue: NEWS_INGEST_QUEUE,
          processor: NewsIngestProcessor,
          providers: [optionsProvider],
          settings: {
            label: 'news',
            logger: options.logger,
            concurrency: 1,
            // A run reads many feeds; its lock outlives slow ones, and a dead worker's run is retried.
            lockDurationMs: 5 * 60 * 1000,
          },
        }),
      ],
      providers: [optionsProvider, NewsSchedules],
    };
  }
}

export interface RunningNewsWorker {
  worker: WorkerControl;
  redis: Redis;
  /** Waits for a running job, then closes the worker, the queue and the connection. */
  close(): Promise<void>;
}

/** Starts the news worker in its own container (the process's, or a test's). */
export async function startNewsWorker(options: NewsWorkerOptions): Promise<RunningNewsWorker> {
  const app = await createWorkerContext(NewsWorkerModule.forRoot(options));
  const host = app.get<QueueWorkerHost<typeof NEWS_INGEST_QUEUE>>(
    queueWorkerToken(NEWS_INGEST_QUEUE),
  );
  return {
    worker: host.control,
    redis: app.get<Redis>(QUEUE_REDIS),
    close: () => app.close(),
  };
}
