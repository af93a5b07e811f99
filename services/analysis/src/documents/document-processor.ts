import type { DocumentJobData, DocumentJobResult } from '@sentilog/contracts';
import { encodeJobFailure } from '@sentilog/contracts';
import { PendingUploads } from '@sentilog/platform';
import { Job, UnrecoverableError } from 'bullmq';
import { AnalysisRepository } from '../analysis.repository';
import { TextModels } from '../models';
import { analyzeDocument } from './document-analyzer';
import { ExtractionBudget, extractInThread } from './extract-in-thread';
import { ExtractionError } from './extraction-error';

export interface ProcessorDeps {
  uploads: PendingUploads;
  results: Pick<AnalysisRepository, 'saveDocumentResult'>;
  models: TextModels;
  budget: ExtractionBudget;
  maxSentences: number;
  accurateBudgetMs: number;
}

/**
 * One document job: fetch the bytes, extract the text under a budget, analyse it, store the result
 * in PostgreSQL and report progress. The job itself returns only a reference, so Redis never holds
 * the text. A problem with the file fails the job at once with a 422 for the caller; anything else
 * throws normally and BullMQ retries it. The worker frees the bytes when the job ends either way.
 */
export function createDocumentProcessor(deps: ProcessorDeps) {
  return async (job: Job<DocumentJobData>): Promise<DocumentJobResult> => {
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
  };
}
