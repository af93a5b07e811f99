import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  DOCUMENT_JOB,
  DOCUMENTS_QUEUE,
  JobData,
  UPLOAD_TTL_SECONDS,
  uploadStorageKey,
} from '@sentilog/contracts';
import {
  InjectQueue,
  InjectQueueRedis,
  JobSnapshot,
  PendingUploads,
  QueueProducer,
  queueJobsGauge,
} from '@sentilog/platform';
import type Redis from 'ioredis';
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

/** The documents queue as the catalogue types it (QueueJobCatalogue in services/contracts). */
type Documents = typeof DOCUMENTS_QUEUE;

/** The gateway's end of the `documents` queue: stores uploads, enqueues jobs, reads them back. */
@Injectable()
export class DocumentQueueService {
  private readonly uploads: PendingUploads;
  private readonly access: DocumentJobAccessRecords;

  constructor(
    metrics: MetricsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @InjectQueue(DOCUMENTS_QUEUE) private readonly queue: QueueProducer<Documents>,
    // The queue's own connection (QueueModule.forRootAsync in analysis.module.ts: failing fast
    // while Redis is down), which the uploads and access records share as they always did.
    @InjectQueueRedis() redis: Redis,
  ) {
    this.uploads = new PendingUploads(redis, config.REDIS_PREFIX);
    this.access = new DocumentJobAccessRecords(redis, config.REDIS_PREFIX);
    queueJobsGauge(queue, metrics.registry);
    const uploads = this.uploads;
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
  ): Promise<{ id: string }> {
    const maxPerOwner = pending.max ?? this.config.UPLOAD_PENDING_PER_ADDRESS;
    const owner = pending.owner;
    if (jobId) {
      // A repeat of an upload that was queued but never answered (made from its Idempotency-Key).
      if ((await this.queue.has(jobId)) && (await this.access.allows(jobId, access)))
        return { id: jobId };
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
    if ((await this.queue.state(id)) !== 'unknown') return false;
    return this.uploads.release(id);
  }

  /** Whether `asker` may read this job (see mayRead in document-job-access.ts). */
  mayRead(id: string, asker: DocumentJobAccess): Promise<boolean> {
    return this.access.allows(id, asker);
  }

  /** The job's state and progress, or undefined when the queue keeps no job under this id. */
  snapshot(id: string): Promise<JobSnapshot | undefined> {
    return this.queue.snapshot(id);
  }
}
