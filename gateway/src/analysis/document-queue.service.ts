import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  DOCUMENTS_QUEUE,
  DocumentJobData,
  UPLOAD_TTL_SECONDS,
  uploadStorageKey,
} from '@sentilog/contracts';
import { Job, Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Gauge } from 'prom-client';
import { config } from '../config';
import { MetricsService } from '../metrics/metrics.service';

/** The gateway's end of the `documents` queue: stores uploads, enqueues jobs, waits for results. */
@Injectable()
export class DocumentQueueService implements OnApplicationShutdown {
  private readonly redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  private readonly prefix = `${config.REDIS_PREFIX}:bull`;
  readonly queue = new Queue<DocumentJobData>(DOCUMENTS_QUEUE, {
    connection: this.redis,
    prefix: this.prefix,
  });
  private readonly events = new QueueEvents(DOCUMENTS_QUEUE, {
    connection: { url: config.REDIS_URL },
    prefix: this.prefix,
  });

  constructor(metrics: MetricsService) {
    const queue = this.queue;
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in a BullMQ queue, by state',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        const counts = await queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'failed',
          'completed',
        );
        for (const [state, count] of Object.entries(counts))
          this.set({ queue: DOCUMENTS_QUEUE, state }, count);
      },
    });
  }

  /**
   * Keeps the bytes in Redis (every worker pod can reach it) and enqueues a job that carries their
   * key. Job ids are random, so nobody can read another person's result by guessing.
   */
  async enqueue(
    bytes: Buffer,
    data: Omit<DocumentJobData, 'storageKey'>,
  ): Promise<Job<DocumentJobData>> {
    const id = randomUUID();
    const storageKey = uploadStorageKey(config.REDIS_PREFIX, id);
    await this.redis.set(storageKey, bytes, 'EX', UPLOAD_TTL_SECONDS);
    return this.queue.add(
      'analyze',
      { ...data, storageKey },
      {
        jobId: id,
        attempts: 3,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: { age: 60 * 60 },
        removeOnFail: { age: 24 * 60 * 60 },
      },
    );
  }

  /** Resolves with the job's result, or rejects with its failure reason or a wait time-out. */
  waitForResult<T>(job: Job, timeoutMs: number): Promise<T> {
    return job.waitUntilFinished(this.events, timeoutMs) as Promise<T>;
  }

  getJob(id: string): Promise<Job<DocumentJobData> | undefined> {
    return this.queue.getJob(id);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.events.close(), this.queue.close()]);
    this.redis.disconnect();
  }
}
