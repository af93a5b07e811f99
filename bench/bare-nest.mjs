/**
 * The bare-NestJS baseline of the load benchmark: a Nest application on Express (the gateway's
 * platform, from the gateway's own dependencies) with one route, GET /api/health → {status: 'ok'},
 * and nothing else: no middleware, guards, logging or Redis. Listens on a free port of 127.0.0.1
 * and prints `listening <port>`; SIGTERM stops it.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../gateway/package.json'));
require('reflect-metadata');
const { Controller, Get, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

class HealthController {
  health() {
    return { status: 'ok' };
  }
}
// Plain JavaScript has no decorator syntax here: the decorators are applied as functions.
Get('health')(
  HealthController.prototype,
  'health',
  Object.getOwnPropertyDescriptor(HealthController.prototype, 'health'),
);
Controller('api')(HealthController);

class BareModule {}
Module({ controllers: [HealthController] })(BareModule);

const app = await NestFactory.create(BareModule, { logger: false });
app.enableShutdownHooks();
await app.listen(0, '127.0.0.1');
process.stdout.write(`listening ${app.getHttpServer().address().port}\n`);
