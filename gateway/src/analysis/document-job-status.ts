import { GoneException, Injectable } from '@nestjs/common';
import {
  AnalysisPatterns,
  decodeJobFailure,
  DocumentAnalysis,
  DocumentJobStatus,
} from '@sentilog/contracts';
import { RpcService } from '../rpc/rpc.service';
import type { DocumentJobAccess } from './document-job-access';
import { DocumentQueueService, UPLOAD_LOST } from './document-queue.service';

export const DOCUMENT_FAILED = 'The document could not be analysed. Please try again.';
export const NO_JOB = 'No analysis job with this id (results are kept for an hour).';

/**
 * Where a document job stands, for the routes that poll one (the app's and the API's): its state
 * and progress while queued or running, its stored result once finished.
 */
@Injectable()
export class DocumentJobStatusReader {
  constructor(
    private readonly documents: DocumentQueueService,
    private readonly rpc: RpcService,
  ) {}

  /**
   * The job's status, or null when there is no such job, its result is gone, or `asker` may not
   * read it (the same null: a job of someone else's is not told apart from none).
   */
  async status(id: string, asker: DocumentJobAccess): Promise<DocumentJobStatus | null> {
    if (!(await this.documents.mayRead(id, asker))) return null;
    const job = await this.documents.snapshot(id);
    const state = job ? job.state : 'completed';
    if (state === 'completed') {
      // Finished jobs keep only a reference; the result itself is in the analysis service.
      const result = await this.storedResult(id);
      if (result) return { state, progress: 100, result };
      // No job, no result, but its upload still booked: Redis lost the job (README, "Redis
      // persistence"). Said at once (410: it will not come back), so the page asks for the file
      // again; a 503 would tell it to keep polling.
      if (!job && (await this.documents.forgetIfLost(id))) throw new GoneException(UPLOAD_LOST);
      return null;
    }
    if (state !== 'failed') return { state, progress: job!.progress };
    // Read again: the record read before the state may be the running job's, without its failure
    // reason yet (the job failed between the two reads).
    const failed = (await this.documents.snapshot(id)) ?? job!;
    return {
      state,
      progress: failed.progress,
      error: decodeJobFailure(failed.failedReason)?.error ?? DOCUMENT_FAILED,
    };
  }

  async storedResult(jobId: string): Promise<DocumentAnalysis | null> {
    const { analysis } = await this.rpc.call(AnalysisPatterns.documentResult, { jobId });
    return analysis;
  }
}
