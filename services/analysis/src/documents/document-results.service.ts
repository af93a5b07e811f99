import { Injectable } from '@nestjs/common';
import { DocumentAnalysis, isUuid } from '@sentilog/contracts';
import { AnalysisRepository } from '../analysis.repository';

/** Finished documents' analyses, as the gateway reads them (kept an hour by the worker's cleanup). */
@Injectable()
export class DocumentResultsService {
  constructor(private readonly repository: AnalysisRepository) {}

  /** The analysis of job `jobId`, or null when there is none (unknown, malformed, or past its hour). */
  async find(jobId: unknown): Promise<DocumentAnalysis | null> {
    if (typeof jobId !== 'string' || !isUuid(jobId)) return null;
    return this.repository.findDocumentResult(jobId);
  }
}
