import { Injectable } from '@nestjs/common';
import {
  DOCUMENT_FAILED,
  DOCUMENT_JOB,
  DocumentEnqueueRequest,
  DocumentJobAccess,
  DocumentJobStatus,
  DOCUMENTS_QUEUE,
  decodeJobFailure,
  isUuid,
  tooManyPending,
  UPLOAD_LOST,
  UPLOAD_TTL_SECONDS,
  UPLOADS_FULL,
  uploadStorageKey,
} from '@sentilog/contracts';
import {
  InjectQueue,
  InjectQueueRedis,
  PendingUploads,
  QueueProducer,
  serviceError,
} from '@sentilog/platform';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AnalysisRepository } from '../analysis.repository';
import { DocumentJobAccessRecords } from './document-job-access';
import { documentPriority } from './document-priority';

/** Jobs kept after they end: only references live in them now, and only for polling. */
const KEEP_FINISHED = { age: 60 * 60, count: 1_000 };

/**
 * A document's life in the analysis service: its upload booked in Redis, who may read it, its job
 * on the `documents` queue, where that job stands, and its result. The gateway only forwards
 * (`analysis.documents.enqueue`, `analysis.documents.status`).
 */
@Injectable()
export class DocumentJobsService {
  private readonly uploads: PendingUploads;
  private readonly access: DocumentJobAccessRecords;

  constructor(
    @InjectQueue(DOCUMENTS_QUEUE) private readonly queue: QueueProducer<typeof DOCUMENTS_QUEUE>,
    // The queue's connection (failing fast while Redis is down: an upload answers 503 at once).
    @InjectQueueRedis() redis: Redis,
    private readonly results: AnalysisRepository,
  ) {
    const prefix = queue.redisPrefix;
    this.uploads = new PendingUploads(redis, prefix);
    this.access = new DocumentJobAccessRecords(redis, prefix);
  }

  /**
   * Keeps the bytes in Redis (every worker pod can reach them), within the bounds on pending bytes
   * and on documents per owner (a client address, or an API key), records who may read the job,
   * and enqueues a job that carries the bytes' key. Job ids are random, or made by the gateway from
   * the request's Idempotency-Key (a job already queued under it is answered as it is), so nobody
   * can read another person's result by guessing.
   */
  async enqueue(request: DocumentEnqueueRequest): Promise<{ jobId: string }> {
    const { jobId, access } = request;
    if (jobId) {
      // A repeat of an upload that was queued but never answered (made from its Idempotency-Key).
      if ((await this.queue.has(jobId)) && (await this.access.allows(jobId, access)))
        return { jobId };
    }
    const id = jobId ?? randomUUID();
    const bytes = Buffer.from(request.bytes, 'base64');
    const { outcome, ownerPending } = await this.uploads
      .reserve({
        id,
        bytes,
        owner: request.owner,
        maxTotalBytes: request.maxPendingBytes,
        maxPerOwner: request.maxPerOwner,
        ttlSeconds: UPLOAD_TTL_SECONDS,
      })
      // Redis at its maxmemory refuses writes: the queue is as full as it gets.
      .catch(() => ({ outcome: 'full' as const, ownerPending: 0 }));
    if (outcome === 'owner-limit') throw serviceError(429, tooManyPending(request.maxPerOwner));
    if (outcome === 'full') throw serviceError(503, UPLOADS_FULL);
    try {
      await this.access.remember(id, access);
      const job = await this.queue.add(
        DOCUMENT_JOB,
        {
          fileName: request.fileName,
          kind: request.kind,
          size: request.size,
          storageKey: uploadStorageKey(this.queue.redisPrefix, id),
        },
        {
          jobId: id,
          priority: documentPriority(bytes.length, ownerPending),
          attempts: 3,
          backoff: { type: 'exponential', delay: 1_000 },
          removeOnComplete: KEEP_FINISHED,
          removeOnFail: KEEP_FINISHED,
        },
      );
      return { jobId: job.id };
    } catch (err) {
      await this.uploads.release(id).catch(() => undefined);
      throw err;
    }
  }

  /**
   * The job's status: its state and progress while queued or running, its stored result once
   * finished; null when there is no such job, its result is gone, or `asker` may not read it (the
   * same null: a job of someone else's is not told apart from none).
   */
  async status(jobId: string, asker: DocumentJobAccess): Promise<DocumentJobStatus | null> {
    if (!isUuid(jobId) || !(await this.access.allows(jobId, asker))) return null;
    const job = await this.queue.snapshot(jobId);
    const state = job ? job.state : 'completed';
    if (state === 'completed') {
      // Finished jobs keep only a reference; the result itself is in PostgreSQL.
      const result = await this.results.findDocumentResult(jobId);
      if (result) return { state, progress: 100, result };
      // No job, no result, but its upload still booked: Redis lost the job (README, "Redis
      // persistence"). Said at once (410: it will not come back), so the page asks for the file
      // again; a 503 would tell it to keep polling.
      if (!job && (await this.forgetIfLost(jobId))) throw serviceError(410, UPLOAD_LOST);
      return null;
    }
    if (state !== 'failed') return { state, progress: job!.progress };
    // Read again: the record read before the state may be the running job's, without its failure
    // reason yet (the job failed between the two reads).
    const failed = (await this.queue.snapshot(jobId)) ?? job!;
    return {
      state,
      progress: failed.progress,
      error: decodeJobFailure(failed.failedReason)?.error ?? DOCUMENT_FAILED,
    };
  }

  /**
   * Whether the job is gone from Redis while its upload is still booked: Redis restarted without
   * it (no persistence), and no worker will ever run it. Frees the booking, so the owner may
   * upload again at once.
   */
  private async forgetIfLost(id: string): Promise<boolean> {
    if ((await this.queue.state(id)) !== 'unknown') return false;
    return this.uploads.release(id);
  }
}
