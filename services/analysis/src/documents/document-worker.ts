import { DynamicModule, Module, OnApplicationShutdown } from '@nestjs/common';
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import {
  createWorkerContext,
  PendingUploads,
  QUEUE_REDIS,
  QueueModule,
  queueWorkerToken,
  QueueWorkerHost,
  WorkerControl,
} from '@sentilog/platform';
import type Redis from 'ioredis';
import { hostname } from 'node:os';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { openAnalysisDatabase } from '../analysis-database';
import { AnalysisRepository } from '../analysis.repository';
import { Models } from '../serving';
import { DOCUMENT_PROCESSOR_DEPS, DocumentProcessor, ProcessorDeps } from './document-processor';
import { DocumentResultsPurge } from './document-results-purge';
import { ExtractionBudget } from './extract-in-thread';

/** A job whose worker dies this many times is put back each time; one more and it fails. */
export const MAX_WORKER_CRASHES = 2;

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
  worker: WorkerControl;
  redis: Redis;
  /**
   * Stops taking jobs, gives those running `drainMs` to finish, hands the rest back to the queue
   * (another worker takes them at once: no lock has to expire), and closes. Without `drainMs` it
   * waits for every running job.
   */
  close(drainMs?: number): Promise<void>;
}

/** The worker's own PostgreSQL connection, closed after the worker on shutdown. */
class AnalysisDataSource implements OnApplicationShutdown {
  constructor(readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    await this.dataSource.destroy();
  }
}

/**
 * The `analysis-worker` process's container: a BullMQ worker on the `documents` queue. A worker
 * that dies mid-job stops renewing the job's lock; the stalled-job check of any other worker then
 * puts the job back for another attempt (at most MAX_WORKER_CRASHES times).
 */
@Module({})
export class DocumentWorkerModule {
  static forRoot(options: DocumentWorkerOptions): DynamicModule {
    const database = {
      provide: AnalysisDataSource,
      useFactory: async () =>
        new AnalysisDataSource(await openAnalysisDatabase(options.databaseUrl)),
    };
    const repository = {
      provide: AnalysisRepository,
      inject: [AnalysisDataSource],
      useFactory: (db: AnalysisDataSource) => new AnalysisRepository(db.dataSource),
    };
    return {
      module: DocumentWorkerModule,
      imports: [
        QueueModule.forRoot({ redisUrl: options.redisUrl, redisPrefix: options.redisPrefix }),
        QueueModule.registerWorker({
          queue: DOCUMENTS_QUEUE,
          processor: DocumentProcessor,
          providers: [
            database,
            repository,
            {
              provide: DOCUMENT_PROCESSOR_DEPS,
              inject: [QUEUE_REDIS, AnalysisRepository],
              useFactory: (redis: Redis, results: AnalysisRepository): ProcessorDeps => ({
                uploads: new PendingUploads(redis, options.redisPrefix),
                results,
                models: options.models.text,
                budget: options.budget,
                maxSentences: options.maxSentences,
                accurateBudgetMs: options.accurateBudgetMs,
                logger: options.logger,
              }),
            },
            {
              provide: DocumentResultsPurge,
              inject: [AnalysisRepository],
              useFactory: (results: AnalysisRepository) =>
                new DocumentResultsPurge(results, options.logger),
            },
          ],
          settings: {
            label: 'document',
            logger: options.logger,
            concurrency: options.concurrency,
            lockDurationMs: options.lockMs,
            stalledIntervalMs: options.stalledIntervalMs,
            maxStalledCount: MAX_WORKER_CRASHES,
            // Stored on each job it takes (processedBy): which pod and process had a job that stalled.
            workerName: `${hostname()}:${process.pid}`,
          },
        }),
      ],
    };
  }
}

/** Starts the document worker in its own container (the process's, or a test's). */
export async function startDocumentWorker(
  options: DocumentWorkerOptions,
): Promise<RunningDocumentWorker> {
  const app = await createWorkerContext(DocumentWorkerModule.forRoot(options));
  const host = app.get<QueueWorkerHost<typeof DOCUMENTS_QUEUE>>(queueWorkerToken(DOCUMENTS_QUEUE));
  return {
    worker: host.control,
    redis: app.get<Redis>(QUEUE_REDIS),
    async close(drainMs?: number) {
      // Drains (or waits) first, as asked; the shutdown hooks then find the worker stopped and
      // close the connection and the database.
      await host.stop(drainMs);
      await app.close();
    },
  };
}
