import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  OnApplicationShutdown,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  bullPrefix,
  DOCUMENT_JOB,
  DOCUMENTS_QUEUE,
  JobData,
  JobResult,
  UPLOAD_TTL_SECONDS,
  uploadStorageKey,
} from '@sentilog/contracts';
import { PendingUploads } from '@sentilog/platform';
import { Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Gauge } from 'prom-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { MetricsService } from '../metrics/metrics.service';
import { DocumentJobAccess, DocumentJobAccessRecords } from './document-job-access';
import { documentPriority } from './document-priority';

export const UPLOADS_FULL =
  'The document queue is full right now. Please try again in a few minutes.';
export function tooManyPending(perAddress: number): string {
  return `You already have ${perAddress} documents being analysed. Wait for one to finish before uploading another.`;
}

/** Jobs kept after they end: only references live in them now, and only for polling. */
const KEEP_FINISHED = { age: 60 * 60, count: 1_000 };

export const UPLOAD_LOST =
  'Your upload was lost while the document queue restarted. Please upload the file again.';

/** The documents queue's job as the catalogue types it (QueueJobCatalogue in services/contracts). */
type Documents = typeof DOCUMENTS_QUEUE;
export type DocumentJob = Job<JobData<Documents>, JobResult<Documents>>;

/** The gateway's end of the `documents` queue: stores uploads, enqueues jobs, reads them back. */
@Injectable()
export class DocumentQueueService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly uploads: PendingUploads;
  private readonly access: DocumentJobAccessRecords;
  readonly queue: Queue<JobData<Documents>, JobResult<Documents>>;

  constructor(
    metrics: MetricsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    // Fails fast while Redis is down (an upload answers 503 at once, a check is tried again)
    // instead of queueing commands until it is back.
    this.redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    const prefix = bullPrefix(config.REDIS_PREFIX);
    this.uploads = new PendingUploads(this.redis, config.REDIS_PREFIX);
    this.access = new DocumentJobAccessRecords(this.redis, config.REDIS_PREFIX);
    this.queue = new Queue(DOCUMENTS_QUEUE, { connection: this.redis, prefix });
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
   * and on documents per `pending.owner` (a client address, or an API key: `pending.max`), records
   * who may read the job (`access`), and enqueues a job that carries the bytes' key. Job ids are
   * random, or made from the request's Idempotency-Key (`jobId`: a job already queued under it is
   * answered as it is), so nobody can read another person's result by guessing.
   */
  async enqueue(
    bytes: Buffer,
    data: Omit<JobData<Documents>, 'storageKey'>,
    pending: { owner: string; max?: number },
    access: DocumentJobAccess,
    jobId?: string,
  ): Promise<DocumentJob> {
    const maxPerOwner = pending.max ?? this.config.UPLOAD_PENDING_PER_ADDRESS;
    const owner = pending.owner;
    if (jobId) {
      // A repeat of an upload that was queued but never answered (made from its Idempotency-Key).
      const queued = await this.queue.getJob(jobId);
      if (queued && (await this.access.allows(jobId, access))) return queued;
    }
    const id = jobId ?? randomUUID();
    const { outcome, ownerPending } = await this.uploads
      .reserve({
        id,
        bytes,
        owner,
        maxTotalBytes: this.config.UPLOAD_PENDING_MAX_MB * 1024 * 1024,
        maxPerOwner,
        ttlSeconds: UPLOAD_TTL_SECONDS,
      })
      // Redis at its maxmemory refuses writes: the queue is as full as it gets.
      .catch(() => ({ outcome: 'full' as const, ownerPending: 0 }));
    if (outcome === 'owner-limit')
      throw new HttpException(tooManyPending(maxPerOwner), HttpStatus.TOO_MANY_REQUESTS);
    if (outcome === 'full') throw new ServiceUnavailableException(UPLOADS_FULL);
    try {
      await this.access.remember(id, access);
      return await this.queue.add(
        DOCUMENT_JOB,
        { ...data, storageKey: uploadStorageKey(this.config.REDIS_PREFIX, id) },
        {
          jobId: id,
          priority: documentPriority(bytes.length, ownerPending),
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

  /**
   * Whether the job is gone from Redis while its upload is still booked: Redis restarted without
   * it (no persistence), and no worker will ever run it. Frees the booking, so the address may
   * upload again at once.
   */
  async forgetIfLost(id: string): Promise<boolean> {
    if ((await this.queue.getJobState(id)) !== 'unknown') return false;
    return this.uploads.release(id);
  }

  /** Whether `asker` may read this job (see mayRead in document-job-access.ts). */
  mayRead(id: string, asker: DocumentJobAccess): Promise<boolean> {
    return this.access.allows(id, asker);
  }

  getJob(id: string): Promise<DocumentJob | undefined> {
    return this.queue.getJob(id);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.redis.disconnect();
  }
}
