import { Inject, Injectable } from '@nestjs/common';
import type { DOCUMENTS_QUEUE, DocumentJobResult } from '@sentilog/contracts';
import { encodeJobFailure } from '@sentilog/contracts';
import { PendingUploads, QueueJob, QueueProcessor, UnrecoverableError } from '@sentilog/platform';
import type { Logger } from 'pino';
import { AnalysisRepository } from '../analysis.repository';
import { TextModels } from '../serving';
import { analyzeDocument } from './document-analyzer';
import { ExtractionBudget, extractInThread } from './extract-in-thread';
import { ExtractionError } from './extraction-error';

type Documents = typeof DOCUMENTS_QUEUE;

export interface ProcessorDeps {
  uploads: PendingUploads;
  results: Pick<AnalysisRepository, 'saveDocumentResult'>;
  models: TextModels;
  budget: ExtractionBudget;
  maxSentences: number;
  accurateBudgetMs: number;
  logger: Logger;
}

/** Provider token of the processor's dependencies (DocumentWorkerModule builds them). */
export const DOCUMENT_PROCESSOR_DEPS = Symbol('DocumentProcessorDeps');

/**
 * One document job: fetch the bytes, extract the text under a budget, analyse it, store the result
 * in PostgreSQL and report progress. The job itself returns only a reference, so Redis never holds
 * the text. A problem with the file fails the job at once with a 422 for the caller; anything else
 * throws normally and BullMQ retries it. Whenever a job ends, completed or failed for good, its
 * uploaded bytes are deleted at once.
 */
@Injectable()
export class DocumentProcessor implements QueueProcessor<Documents> {
  constructor(@Inject(DOCUMENT_PROCESSOR_DEPS) private readonly deps: ProcessorDeps) {}

  async process(job: QueueJob<Documents>): Promise<DocumentJobResult> {
    const { deps } = this;
    const { kind, fileName } = job.data;
    const jobId = String(job.id);
    const bytes = await deps.uploads.bytes(jobId);
    if (!bytes) {
      throw new UnrecoverableError(
        encodeJobFailure({
          statusCode: 410,
          error: 'The uploaded file has expired; upload it again.',
        }),
      );
    }
    await job.updateProgress(10);
    let text: string;
    try {
      text = await extractInThread(kind, bytes, deps.budget);
    } catch (err) {
      if (err instanceof ExtractionError) {
        throw new UnrecoverableError(
          encodeJobFailure({ statusCode: err.statusCode, error: err.error }),
        );
      }
      throw err;
    }
    await job.updateProgress(30);
    const sentiment = await analyzeDocument(text, deps.models, {
      fileName,
      kind,
      maxSentences: deps.maxSentences,
      accurateBudgetMs: deps.accurateBudgetMs,
      onProgress: (done) => job.updateProgress(30 + Math.round(done * 65)),
    });
    await deps.results.saveDocumentResult({ jobId, extractedText: text, sentiment });
    await job.updateProgress(100);
    return { jobId, textLength: text.length };
  }

  completed(job: QueueJob<Documents>): Promise<void> {
    return this.free(job);
  }

  failedForGood(job: QueueJob<Documents>): Promise<void> {
    return this.free(job);
  }

  private async free(job: QueueJob<Documents>): Promise<void> {
    await this.deps.uploads
      .release(String(job.id))
      .catch((err: Error) =>
        this.deps.logger.warn({ jobId: job.id, err: err.message }, 'could not free an upload'),
      );
  }
}
