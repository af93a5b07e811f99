import { Module } from '@nestjs/common';
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { QueueModule } from '@sentilog/platform';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { AnalysisController } from './analysis.controller';
import { DocumentJobs } from './document-jobs';
import { DocumentQueueMetrics } from './document-queue-metrics';
import { TextResultCache } from './text-result-cache';

@Module({
  imports: [
    // Only for the queue's metrics (DocumentQueueMetrics): the analysis service owns the queue.
    // Fails fast while Redis is down: a scrape is not held up.
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
  providers: [DocumentJobs, TextResultCache, DocumentQueueMetrics],
  // The API for organisations queues documents and reads their jobs the same way.
  exports: [DocumentJobs],
})
export class AnalysisModule {}
