import { bootstrapService, runEntryPoint } from '@sentilog/platform';
import { AppModule } from './app.module';

void runEntryPoint(() =>
  bootstrapService({ service: 'journal', module: AppModule, env: process.env }),
);
