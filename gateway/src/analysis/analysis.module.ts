import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller';
import { DocumentJobStatusReader } from './document-job-status';
import { DocumentQueueService } from './document-queue.service';
import { TextResultCache } from './text-result-cache';

@Module({
  controllers: [AnalysisController],
  providers: [DocumentQueueService, TextResultCache, DocumentJobStatusReader],
  // The API for organisations queues documents and reads their jobs the same way.
  exports: [DocumentQueueService, DocumentJobStatusReader],
})
export class AnalysisModule {}
