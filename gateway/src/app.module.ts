import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerModule } from '@nestjs/throttler';
import { ConfigModule, loggerParams } from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AnalysisModule } from './analysis/analysis.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthModule } from './auth/auth.module';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { redactedHttpSerializers } from './common/log-redaction';
import { PROBE_PATHS } from './common/probe-paths';
import { ApiErrorFilter } from './common/api-error.filter';
import { RateLimitGuard } from './common/rate-limit';
import { RedisPersistenceCheck } from './common/redis-persistence';
import { GatewayRedis, GatewayRedisModule } from './common/redis.provider';
import { RequestContextInterceptor } from './common/request-id';
import { GATEWAY_CONFIG, GatewayConfig } from './config';
import { ContactController } from './contact/contact.controller';
import { setFrontendCacheHeaders } from './frontend/cache-headers';
import { HealthModule } from './health/health.module';
import { JournalModule } from './journal/journal.module';
import { MetricsModule } from './metrics/metrics.module';
import { NewsModule } from './news/news.module';
import { RemindersModule } from './reminders/reminders.module';
import { RpcModule } from './rpc/rpc.module';

/**
 * The built single-page app, with index.html for any path that is not the API's (SPA fallback).
 * A missing file under /assets/ is a 404, not index.html passed off as a script.
 */
function frontendModules(config: GatewayConfig): DynamicModule[] {
  if (!config.SERVE_FRONTEND || !existsSync(join(config.FRONTEND_DIST, 'index.html'))) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath: config.FRONTEND_DIST,
      exclude: ['/api/{*path}', '/metrics', '/assets/{*path}'],
      serveStaticOptions: {
        index: 'index.html',
        cacheControl: false,
        setHeaders: setFrontendCacheHeaders,
      },
    }),
  ];
}

@Module({})
export class AppModule {
  /**
   * The gateway for a configuration, which every module can inject as GATEWAY_CONFIG. The value
   * itself decides what must be known while the modules are built: which of them exist, and the
   * logger's and the throttler's settings.
   */
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(GATEWAY_CONFIG, config),
        LoggerModule.forRoot({
          ...loggerParams('gateway', config.LOG_LEVEL),
          pinoHttp: {
            ...loggerParams('gateway', config.LOG_LEVEL).pinoHttp,
            genReqId: (req) => (req as { id?: string }).id ?? 'unknown',
            // OAuth codes and states, and tokens in links, never reach the log.
            serializers: redactedHttpSerializers,
            autoLogging: {
              ignore: (req) => PROBE_PATHS.has(req.url ?? ''),
            },
          },
          // The probes skip the request logger altogether (its child logger and listeners per
          // request); Nest matches these under the global prefix. `ignore` above still keeps any
          // probe that reaches the logger out of the log.
          exclude: [
            { method: RequestMethod.GET, path: 'health' },
            { method: RequestMethod.GET, path: 'ready' },
            { method: RequestMethod.GET, path: 'metrics' },
          ],
        }),
        GatewayRedisModule,
        IdempotencyModule,
        ThrottlerModule.forRootAsync({
          inject: [GatewayRedis],
          useFactory: (redis: GatewayRedis) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.API_RATE_LIMIT }],
            storage: new ThrottlerStorageRedisService(redis),
            errorMessage: 'Too many requests. Please wait a minute and try again.',
          }),
        }),
        MetricsModule.forRoot({ ownPort: config.METRICS_PORT !== undefined }),
        RpcModule,
        AuthModule,
        AnalysisModule,
        HealthModule,
        JournalModule,
        RemindersModule,
        NewsModule,
        ApiKeysModule,
        ...frontendModules(config),
      ],
      controllers: [ContactController],
      providers: [
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: ApiErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
        RedisPersistenceCheck,
      ],
    };
  }
}
