import { bootstrapService, runEntryPoint } from '@sentilog/platform';
import { AppModule } from './app.module';

void runEntryPoint(() =>
  bootstrapService({ service: 'auth', module: AppModule, env: process.env }),
);
