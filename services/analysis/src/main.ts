import { bootstrapService, runEntryPoint } from '@sentilog/platform';
import { AppModule } from './app.module';
import { ANALYSIS_CONCURRENCY } from './text-analysis.service';

void runEntryPoint(() =>
  bootstrapService({
    service: 'analysis',
    module: AppModule,
    env: process.env,
    concurrency: ANALYSIS_CONCURRENCY,
  }),
);
