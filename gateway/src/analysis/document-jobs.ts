import { HttpException, Inject, Injectable } from '@nestjs/common';
import {
  AnalysisPatterns,
  DocumentEnqueueRequest,
  DocumentJobAccess,
  DocumentJobStatus,
  UPLOADS_FULL,
} from '@sentilog/contracts';
import { RpcCallError } from '@sentilog/transport';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';

export const NO_JOB = 'No analysis job with this id (results are kept for an hour).';

/**
 * The gateway's end of the document lifecycle, which the analysis service owns (its queue, its
 * jobs' states, their results and who may read them): uploads and polls are forwarded there.
 * The service's refusals (429 too many pending, 503 full, 410 lost) come back as HttpExceptions,
 * as they were when the gateway queued jobs itself, so the routes answer them byte for byte the
 * same and the API's batch reports them per document.
 */
@Injectable()
export class DocumentJobs {
  constructor(
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Queues a checked upload; `pending.owner` is a client address or an API key, `pending.max`
   * how many documents it may have pending (the app's uploads: UPLOAD_PENDING_PER_ADDRESS).
   * `jobId`, made from an Idempotency-Key, finds the job of a repeat.
   */
  async enqueue(
    bytes: Buffer,
    data: Pick<DocumentEnqueueRequest, 'fileName' | 'kind' | 'size'>,
    pending: { owner: string; max?: number },
    access: DocumentJobAccess,
    jobId?: string,
  ): Promise<{ id: string }> {
    const answer = await refusalsAsHttp(
      this.rpc.call(AnalysisPatterns.documentEnqueue, {
        ...data,
        bytes: bytes.toString('base64'),
        owner: pending.owner,
        maxPerOwner: pending.max ?? this.config.UPLOAD_PENDING_PER_ADDRESS,
        // The gateway's settings, as before the queue moved: one place to configure uploads.
        maxPendingBytes: this.config.UPLOAD_PENDING_MAX_MB * 1024 * 1024,
        access,
        ...(jobId && { jobId }),
      }),
    );
    return { id: answer.jobId };
  }

  /**
   * The job's status, or null when there is no such job, its result is gone, or `asker` may not
   * read it (the same null: a job of someone else's is not told apart from none).
   */
  async status(jobId: string, asker: DocumentJobAccess): Promise<DocumentJobStatus | null> {
    const answer = await refusalsAsHttp(
      this.rpc.call(AnalysisPatterns.documentStatus, { jobId, asker }),
    );
    return answer.status;
  }
}

/**
 * The service's refusals (a 4xx, or the full queue's 503) as HttpExceptions; anything else (a
 * service out of reach, a dependency down) stays what it is, as a Redis error did before.
 */
async function refusalsAsHttp<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    const refusal =
      err instanceof RpcCallError &&
      ((err.statusCode >= 400 && err.statusCode < 500) || err.message === UPLOADS_FULL);
    if (refusal) throw new HttpException(err.message, err.statusCode);
    throw err;
  }
}
