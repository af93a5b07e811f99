import { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { Client } from 'pg';
import { RedisStreamsServer } from '@sentilog/transport';
import { BaseConfig } from './config';
import { startHealthServer } from './health-server';
import { createValidationPipe, ServiceExceptionFilter } from './service-errors';

/** A service's root module: how the service reads its configuration, and itself built for it. */
export interface ServiceRootModule<C extends BaseConfig> {
  /** Parses the service's variables; throws a ConfigError naming the first bad one. */
  configFrom(env: NodeJS.ProcessEnv): C;
  forRoot(config: C): DynamicModule;
  /**
   * Patterns the service serves from request streams of their own, each with its own concurrency
   * (RedisStreamsServer's `lanes`): declared by the module, so every way of starting it has them.
   */
  readonly lanes?: { service: string; concurrency: number }[];
}

export interface ServiceBootstrapOptions<C extends BaseConfig> {
  service: string;
  module: ServiceRootModule<C>;
  /** Where the configuration is read from: the process's environment, or a test's. */
  env: NodeJS.ProcessEnv;
  /** Requests one replica works on at once (RedisStreamsServer's default, 16, when unset). */
  concurrency?: number;
}

/**
 * Starts one service: a NestJS microservice on the Redis Streams transport, with the shared
 * validation and error handling, pino logs, graceful shutdown and optional health endpoints.
 * The configuration is parsed before Nest starts, so that a bad value throws a ConfigError of
 * its own (Nest would log an error thrown while it builds the modules, stack trace and all).
 */
export async function bootstrapService<C extends BaseConfig>(
  options: ServiceBootstrapOptions<C>,
): Promise<INestMicroservice> {
  const config = options.module.configFrom(options.env);
  const app = await NestFactory.createMicroservice(options.module.forRoot(config), {
    strategy: new RedisStreamsServer({
      service: options.service,
      redisUrl: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      visibilityTimeoutMs: config.RPC_VISIBILITY_TIMEOUT_MS,
      concurrency: options.concurrency,
      lanes: options.module.lanes,
    }),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ServiceExceptionFilter());
  app.enableShutdownHooks();
  await app.listen();
  if (config.HEALTH_PORT) {
    const health = startHealthServer(config.HEALTH_PORT, {
      postgres: () => pingPostgres(config.DATABASE_URL),
      redis: () => pingRedis(config.REDIS_URL),
    });
    process.once('SIGTERM', () => health.close());
    process.once('SIGINT', () => health.close());
  }
  return app;
}

export async function pingPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function pingRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
  });
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}
