import { Module } from '@nestjs/common';
import { loggerParams } from '@sentilog/contracts';
import { LoggerModule } from 'nestjs-pino';
import { config } from './config';
import { loadModels } from './models';
import { TextAnalysisController } from './text-analysis.controller';
import { TextAnalysisService } from './text-analysis.service';

@Module({
  imports: [LoggerModule.forRoot(loggerParams('analysis', config.LOG_LEVEL))],
  controllers: [TextAnalysisController],
  providers: [
    { provide: TextAnalysisService, useFactory: () => new TextAnalysisService(loadModels) },
  ],
})
export class AppModule {}
