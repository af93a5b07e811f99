import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  OnApplicationShutdown,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  DOCUMENTS_QUEUE,
  DocumentJobData,
  DocumentJobResult,
  UPLOAD_TTL_SECONDS,
  uploadStorageKey,
} from '@sentilog/contracts';
import { PendingUploads } from '@sentilog/platform';
import { Job, Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Gauge } from 'prom-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { MetricsService } from '../metrics/metrics.service';

export const UPLOADS_FULL =
  'The document queue is full right now. Please try again in a few minutes.';
export function tooManyPending(perAddress: number): string {
  return `You already have ${perAddress} documents being analysed. Wait for one to finish before uploading another.`;
}

/** Jobs kept after they end: only references live in them now, and only for polling. */
const KEEP_FINISHED = { age: 60 * 60, count: 1_000 };
/** Priority buckets of 16 KiB: small documents are taken before large ones (1 runs first). */
const PRIORITY_BUCKET_BYTES = 16 * 1024;

/** The gateway's end of the `documents` queue: stores uploads, enqueues jobs, waits for results. */
@Injectable()
export class DocumentQueueService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly uploads: PendingUploads;
  readonly queue: Queue<DocumentJobData, DocumentJobResult>;
  private readonly events: QueueEvents;

  constructor(
    metrics: MetricsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    const prefix = `${config.REDIS_PREFIX}:bull`;
    this.uploads = new PendingUploads(this.redis, config.REDIS_PREFIX);
    this.queue = new Queue(DOCUMENTS_QUEUE, { connection: this.redis, prefix });
    this.events = new QueueEvents(DOCUMENTS_QUEUE, {
      connection: { url: config.REDIS_URL },
      prefix,
    });
    const queue = this.queue;
    const uploads = this.uploads;
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in a BullMQ queue, by state',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        const counts = await queue.getJobCounts(
          'waiting',
          'prioritized',
          'active',
          'delayed',
          'failed',
          'completed',
        );
        for (const [state, count] of Object.entries(counts))
          this.set({ queue: DOCUMENTS_QUEUE, state }, count);
      },
    });
    new Gauge({
      name: 'upload_pending_bytes',
      help: 'Bytes of uploaded documents waiting in Redis for the worker',
      registers: [metrics.registry],
      async collect() {
        this.set(await uploads.totalBytes());
      },
    });
  }

  /**
   * Keeps the bytes in Redis (every worker pod can reach it), within the bounds on pending bytes
   * and on documents per address, and enqueues a job that carries their key. Job ids are random,
   * so nobody can read another person's result by guessing.
   */
  async enqueue(
    bytes: Buffer,
    data: Omit<DocumentJobData, 'storageKey'>,
    owner: string,
  ): Promise<Job<DocumentJobData, DocumentJobResult>> {
    const id = randomUUID();
    const outcome = await this.uploads
      .reserve({
        id,
        bytes,
        owner,
        maxTotalBytes: this.config.UPLOAD_PENDING_MAX_MB * 1024 * 1024,
        maxPerOwner: this.config.UPLOAD_PENDING_PER_ADDRESS,
        ttlSeconds: UPLOAD_TTL_SECONDS,
      })
      // Redis at its maxmemory refuses writes: the queue is as full as it gets.
      .catch(() => 'full' as const);
    if (outcome === 'owner-limit')
      throw new HttpException(
        tooManyPending(this.config.UPLOAD_PENDING_PER_ADDRESS),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    if (outcome === 'full') throw new ServiceUnavailableException(UPLOADS_FULL);
    try {
      return await this.queue.add(
        'analyze',
        { ...data, storageKey: uploadStorageKey(this.config.REDIS_PREFIX, id) },
        {
          jobId: id,
          priority: Math.min(2_097_152, 1 + Math.floor(bytes.length / PRIORITY_BUCKET_BYTES)),
          attempts: 3,
          backoff: { type: 'exponential', delay: 1_000 },
          removeOnComplete: KEEP_FINISHED,
          removeOnFail: KEEP_FINISHED,
        },
      );
    } catch (err) {
      await this.uploads.release(id).catch(() => undefined);
      throw err;
    }
  }

  /** Resolves with the job's reference to its result, or rejects with its failure or a time-out. */
  waitForResult(job: Job, timeoutMs: number): Promise<DocumentJobResult> {
    return job.waitUntilFinished(this.events, timeoutMs) as Promise<DocumentJobResult>;
  }

  getJob(id: string): Promise<Job<DocumentJobData, DocumentJobResult> | undefined> {
    return this.queue.getJob(id);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.events.close(), this.queue.close()]);
    this.redis.disconnect();
  }
}
