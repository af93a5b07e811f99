import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AnalysisPatterns, DocumentAnalysis, isUuid } from '@sentilog/contracts';
import { AnalysisRepository } from '../analysis.repository';

@Controller()
export class DocumentResultsController {
  constructor(private readonly repository: AnalysisRepository) {}

  /** A finished document's analysis, or null when there is none (unknown, or past its hour). */
  @MessagePattern(AnalysisPatterns.documentResult)
  async find(
    @Payload() request: { jobId?: unknown },
  ): Promise<{ analysis: DocumentAnalysis | null }> {
    const { jobId } = request;
    if (typeof jobId !== 'string' || !isUuid(jobId)) return { analysis: null };
    return { analysis: await this.repository.findDocumentResult(jobId) };
  }
}
