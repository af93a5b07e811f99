import type { DocumentAnalysis, DocumentJobData } from '@sentilog/contracts';
import { encodeJobFailure } from '@sentilog/contracts';
import { Job, UnrecoverableError } from 'bullmq';
import Redis from 'ioredis';
import { EmotionModel, SentimentModel } from '../models';
import { analyzeDocument } from './document-analyzer';
import { ExtractionBudget, extractInThread } from './extract-in-thread';
import { ExtractionError } from './extraction-error';

export interface ProcessorDeps {
  redis: Redis;
  models: { sentiment: SentimentModel; emotion: EmotionModel };
  budget: ExtractionBudget;
  maxSentences: number;
}

/**
 * One document job: fetch the bytes, extract the text under a budget, analyse it, report progress.
 * A problem with the file fails the job at once with a 422 for the caller; anything else throws
 * normally and BullMQ retries it.
 */
export function createDocumentProcessor(deps: ProcessorDeps) {
  return async (job: Job<DocumentJobData>): Promise<DocumentAnalysis> => {
    const { storageKey, kind, fileName } = job.data;
    const bytes = await deps.redis.getBuffer(storageKey);
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
      onProgress: (done) => job.updateProgress(30 + Math.round(done * 65)),
    });
    await deps.redis.del(storageKey);
    await job.updateProgress(100);
    return { jobId: String(job.id), extractedText: text, sentiment };
  };
}
