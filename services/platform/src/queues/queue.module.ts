import { DynamicModule, Inject, InjectionToken, Module, Provider, Type } from '@nestjs/common';
import type { QueueName } from '@sentilog/contracts';

import { QueueConnection, QueueRootOptions } from './queue-connection';
import { QueueProcessor, QueueWorkerSettings } from './queue-processor';
import { QueueProducer } from './queue-producer';
import { QueueWorkerHost } from './queue-worker-host';

/** Provider token of the process's QueueConnection (QueueModule.forRoot). */
export const QUEUE_CONNECTION = Symbol('QueueConnection');

/** Provider token of queue `name`'s producer (QueueModule.register). */
export function queueToken(name: QueueName): string {
  return `QueueProducer:${name}`;
}

/** Provider token of queue `name`'s worker (QueueModule.registerWorker). */
export function queueWorkerToken(name: QueueName): string {
  return `QueueWorker:${name}`;
}

/** Injects queue `name`'s producer: `@InjectQueue(DOCUMENTS_QUEUE) q: QueueProducer<...>`. */
export const InjectQueue = (name: QueueName) => Inject(queueToken(name));

/** Injects the queues' Redis connection, for data kept beside the jobs (pending uploads). */
export const InjectQueueRedis = () => Inject(QUEUE_REDIS);
/** Provider token of the queues' Redis client (the connection's, not a second one). */
export const QUEUE_REDIS = Symbol('QueueRedis');

/** What registerWorker needs: the queue, its processor class, that class's own providers. */
export interface QueueWorkerRegistration<Q extends QueueName> {
  queue: Q;
  processor: Type<QueueProcessor<Q>>;
  /** What the processor injects, beyond the queue connection (its repository, its stores). */
  providers?: Provider[];
  imports?: DynamicModule['imports'];
  settings: QueueWorkerSettings;
}

/**
 * The one place BullMQ queues and workers are made (Twenty's shape: queues and workers inside
 * the DI container). `forRoot` (or `forRootAsync`) opens the process's queue connection, once,
 * globally; `register(name)` gives an injectable producer for a queue, typed by the catalogue
 * (QueueJobCatalogue); `registerWorker` runs a processor class on a queue. Everything closes on
 * the application's shutdown: workers first (draining, then handing jobs back), then producers,
 * then the connection.
 */
@Module({})
export class QueueModule {
  static forRoot(options: QueueRootOptions): DynamicModule {
    return QueueModule.root({
      provide: QUEUE_CONNECTION,
      useFactory: () => new QueueConnection(options),
    });
  }

  static forRootAsync(options: {
    inject: InjectionToken[];
    useFactory: (...args: never[]) => QueueRootOptions;
  }): DynamicModule {
    return QueueModule.root({
      provide: QUEUE_CONNECTION,
      inject: options.inject,
      useFactory: (...args: never[]) => new QueueConnection(options.useFactory(...args)),
    });
  }

  static register(...names: QueueName[]): DynamicModule {
    const providers = names.map((name) => ({
      provide: queueToken(name),
      inject: [QUEUE_CONNECTION],
      useFactory: (connection: QueueConnection) => new QueueProducer(name, connection),
    }));
    return { module: QueueModule, providers, exports: providers.map((p) => p.provide) };
  }

  static registerWorker<Q extends QueueName>(
    registration: QueueWorkerRegistration<Q>,
  ): DynamicModule {
    const token = queueWorkerToken(registration.queue);
    return {
      module: QueueModule,
      imports: registration.imports ?? [],
      providers: [
        ...(registration.providers ?? []),
        registration.processor,
        {
          provide: token,
          inject: [registration.processor, QUEUE_CONNECTION],
          useFactory: (processor: QueueProcessor<Q>, connection: QueueConnection) =>
            new QueueWorkerHost(registration.queue, processor, connection, registration.settings),
        },
      ],
      exports: [token],
    };
  }

  private static root(connection: Provider): DynamicModule {
    const redis = {
      provide: QUEUE_REDIS,
      inject: [QUEUE_CONNECTION],
      useFactory: (c: QueueConnection) => c.redis,
    };
    return {
      module: QueueModule,
      global: true,
      providers: [connection, redis],
      exports: [QUEUE_CONNECTION, QUEUE_REDIS],
    };
  }
}
