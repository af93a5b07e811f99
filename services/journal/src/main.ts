import { bootstrapService } from '@sentilog/platform';
import { AppModule } from './app.module';
import { config } from './config';

void bootstrapService({
  service: 'journal',
  module: AppModule,
  redisUrl: config.REDIS_URL,
  redisPrefix: config.REDIS_PREFIX,
  databaseUrl: config.DATABASE_URL,
  healthPort: config.HEALTH_PORT,
});
