import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AnalysisPatterns, DocumentAnalysis } from '@sentilog/contracts';
import { AnalysisRepository } from '../analysis.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller()
export class DocumentResultsController {
  constructor(private readonly repository: AnalysisRepository) {}

  /** A finished document's analysis, or null when there is none (unknown, or past its hour). */
  @MessagePattern(AnalysisPatterns.documentResult)
  async find(
    @Payload() request: { jobId?: unknown },
  ): Promise<{ analysis: DocumentAnalysis | null }> {
    const { jobId } = request;
    if (typeof jobId !== 'string' || !UUID.test(jobId)) return { analysis: null };
    return { analysis: await this.repository.findDocumentResult(jobId) };
  }
}
