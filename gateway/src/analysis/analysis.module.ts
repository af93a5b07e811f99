import { Module } from '@nestjs/common';
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { QueueModule } from '@sentilog/platform';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { AnalysisController } from './analysis.controller';
import { DocumentJobStatusReader } from './document-job-status';
import { DocumentQueueService } from './document-queue.service';
import { TextResultCache } from './text-result-cache';

@Module({
  imports: [
    // Fails fast while Redis is down: an upload answers 503 at once, a check is tried again.
    QueueModule.forRootAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        redisUrl: config.REDIS_URL,
        redisPrefix: config.REDIS_PREFIX,
        failFast: true,
      }),
    }),
    QueueModule.register(DOCUMENTS_QUEUE),
  ],
  controllers: [AnalysisController],
  providers: [DocumentQueueService, TextResultCache, DocumentJobStatusReader],
  // The API for organisations queues documents and reads their jobs the same way.
  exports: [DocumentQueueService, DocumentJobStatusReader],
})
export class AnalysisModule {}
