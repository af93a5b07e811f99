import { bootstrapService, runEntryPoint } from '@sentilog/platform';
import { AppModule } from './app.module';

void runEntryPoint(() =>
  bootstrapService({ service: 'analysis', module: AppModule, env: process.env }),
);
