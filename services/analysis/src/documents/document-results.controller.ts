import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AnalysisPatterns, DocumentAnalysis } from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { DocumentResultsService } from './document-results.service';

@Controller()
export class DocumentResultsController {
  constructor(private readonly results: DocumentResultsService) {}

  /** A finished document's analysis, or null when there is none (unknown, or past its hour). */
  @TypedMessagePattern(AnalysisPatterns.documentResult)
  async find(
    @Payload() request: { jobId?: unknown },
  ): Promise<{ analysis: DocumentAnalysis | null }> {
    return { analysis: await this.results.find(request.jobId) };
  }
}
