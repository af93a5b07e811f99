import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AnalysisPatterns,
  DocumentEnqueueRequest,
  DocumentJobStatus,
  DocumentStatusRequest,
} from '@sentilog/contracts';
import { TypedMessagePattern } from '@sentilog/platform';
import { DocumentJobsService } from './document-jobs.service';

/** The document lifecycle's messages: the gateway forwards uploads and polls here. */
@Controller()
export class DocumentJobsController {
  constructor(private readonly jobs: DocumentJobsService) {}

  @TypedMessagePattern(AnalysisPatterns.documentEnqueue)
  enqueue(@Payload() request: DocumentEnqueueRequest): Promise<{ jobId: string }> {
    return this.jobs.enqueue(request);
  }

  @TypedMessagePattern(AnalysisPatterns.documentStatus)
  async status(
    @Payload() request: DocumentStatusRequest,
  ): Promise<{ status: DocumentJobStatus | null }> {
    return { status: await this.jobs.status(request.jobId, request.asker) };
  }
}
