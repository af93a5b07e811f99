import { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * A worker process's DI container (no HTTP server, no transport): its module's providers, its
 * queue workers started. Nest's own logger is off: a worker logs JSON lines through pino, and
 * anything that fails while the container is built is thrown to the caller (startWorker logs it;
 * Nest's default would exit the process at once, without a line saying why).
 * `close()` runs the shutdown hooks: the workers drain and close, then the connections.
 */
export function createWorkerContext(module: DynamicModule): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(module, { logger: false, abortOnError: false });
}
