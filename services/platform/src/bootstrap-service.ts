import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { Client } from 'pg';
import { RedisStreamsServer } from '@sentilog/transport';
import { baseEnv, loadConfig } from './config';
import { startHealthServer } from './health-server';
import { createValidationPipe, ServiceExceptionFilter } from './service-errors';

export interface ServiceBootstrapOptions {
  service: string;
  module: Type<unknown>;
  redisUrl: string;
  redisPrefix: string;
  /** Omitted by services that keep nothing in PostgreSQL; readiness then skips it. */
  databaseUrl?: string;
  healthPort?: number;
}

/**
 * Starts one service: a NestJS microservice on the Redis Streams transport, with the shared
 * validation and error handling, pino logs, graceful shutdown and optional health endpoints.
 */
export async function bootstrapService(
  options: ServiceBootstrapOptions,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(options.module, {
    strategy: new RedisStreamsServer({
      service: options.service,
      redisUrl: options.redisUrl,
      prefix: options.redisPrefix,
      visibilityTimeoutMs: loadConfig({
        RPC_VISIBILITY_TIMEOUT_MS: baseEnv.RPC_VISIBILITY_TIMEOUT_MS,
      }).RPC_VISIBILITY_TIMEOUT_MS,
    }),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ServiceExceptionFilter());
  app.enableShutdownHooks();
  await app.listen();
  if (options.healthPort) {
    const { databaseUrl } = options;
    const health = startHealthServer(options.healthPort, {
      ...(databaseUrl ? { postgres: () => pingPostgres(databaseUrl) } : {}),
      redis: () => pingRedis(options.redisUrl),
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
