import { DynamicModule, Module } from '@nestjs/common';
import { loggerParams, ServiceDatabaseModule } from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { analysisDatabase } from './analysis-database';
import { AnalysisRepository } from './analysis.repository';
import { AnalysisConfig, analysisConfigFrom } from './config';
import { DocumentResultsController } from './documents/document-results.controller';
import { DocumentResultsService } from './documents/document-results.service';
import { loadModels } from './models';
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
      ],
      controllers: [TextAnalysisController, DocumentResultsController],
      providers: [
        {
          provide: TextAnalysisService,
          useFactory: () =>
            new TextAnalysisService(() =>
              loadModels(undefined, { threads: config.ANALYSIS_THREADS }),
            ),
        },
        AnalysisRepository,
        DocumentResultsService,
      ],
    };
  }
}
