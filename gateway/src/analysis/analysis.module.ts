import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller';
import { DocumentQueueService } from './document-queue.service';
import { TextResultCache } from './text-result-cache';

@Module({
  controllers: [AnalysisController],
  providers: [DocumentQueueService, TextResultCache],
})
export class AnalysisModule {}
