import { DynamicModule, Module } from '@nestjs/common';
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { loggerParams, QueueModule, ServiceDatabaseModule } from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { analysisDatabase } from './analysis-database';
import { AnalysisRepository } from './analysis.repository';
import { AnalysisConfig, analysisConfigFrom } from './config';
import { DocumentJobsController } from './documents/document-jobs.controller';
import { DocumentJobsService } from './documents/document-jobs.service';
import { loadModels } from './serving';
import { TextAnalysisController } from './text-analysis.controller';
import { BATCH_LANE_PARTS, TextAnalysisService } from './text-analysis.service';

@Module({})
export class AppModule {
  /** How the service reads its configuration; bootstrapService parses it before building this. */
  static readonly configFrom = analysisConfigFrom;

  /** The API's batches come on a stream of their own (AnalysisPatterns.texts). */
  static readonly lanes = [{ service: 'analysis-batch', concurrency: BATCH_LANE_PARTS }];

  /** The analysis service for a configuration. */
  static forRoot(config: AnalysisConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerParams('analysis', config.LOG_LEVEL)),
        ServiceDatabaseModule.forService(analysisDatabase(config.DATABASE_URL)),
        // The documents queue's producing end (its worker is the analysis-worker process). Fails
        // fast while Redis is down: an upload answers 503 at once instead of waiting for Redis.
        QueueModule.forRoot({
          redisUrl: config.REDIS_URL,
          redisPrefix: config.REDIS_PREFIX,
          failFast: true,
        }),
        QueueModule.register(DOCUMENTS_QUEUE),
      ],
      controllers: [TextAnalysisController, DocumentJobsController],
      providers: [
        {
          provide: TextAnalysisService,
          useFactory: () =>
            new TextAnalysisService(() =>
              loadModels(undefined, { threads: config.ANALYSIS_THREADS }),
            ),
        },
        AnalysisRepository,
        DocumentJobsService,
      ],
    };
  }
}
