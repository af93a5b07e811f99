import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller';
import { DocumentQueueService } from './document-queue.service';

@Module({ controllers: [AnalysisController], providers: [DocumentQueueService] })
export class AnalysisModule {}
