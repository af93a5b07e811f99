import { OnApplicationShutdown } from '@nestjs/common';
import { bullPrefix } from '@sentilog/contracts';
import Redis from 'ioredis';

/** Where a process's queues live: its Redis and the prefix its BullMQ keys take. */
export interface QueueRootOptions {
  redisUrl: string;
  /** REDIS_PREFIX; the queues' keys go under `bullPrefix(redisPrefix)` (`<prefix>:bull`). */
  redisPrefix: string;
  /**
   * For a process that only adds and reads jobs while serving requests (the analysis service, and
   * the gateway for its queue gauges): commands
   * fail at once while Redis is down (an upload answers 503, a check is tried again) instead of
   * queueing until it is back. A worker must not set it: BullMQ's blocking reads need retries.
   */
  failFast?: boolean;
}

/** Something built on the connection that must close before it does (a queue, a worker). */
interface Closable {
  close(): Promise<void>;
}

/**
 * The one Redis connection of a process's queues, shared by its producers and workers (and by
 * whatever keeps data beside the jobs, such as the pending uploads), as each process shared one
 * before the module existed. It closes what was built on it, then itself, on shutdown.
 */
export class QueueConnection implements OnApplicationShutdown {
  readonly redis: Redis;
  readonly redisPrefix: string;
  /** BullMQ's key prefix: every queue of the system is under `<REDIS_PREFIX>:bull`. */
  readonly bullPrefix: string;
  private readonly closables: Closable[] = [];

  constructor(options: QueueRootOptions) {
    this.redis = new Redis(
      options.redisUrl,
      options.failFast
        ? { maxRetriesPerRequest: 1, enableOfflineQueue: false }
        : { maxRetriesPerRequest: null },
    );
    this.redisPrefix = options.redisPrefix;
    this.bullPrefix = bullPrefix(options.redisPrefix);
  }

  /** Closed on shutdown, in the order registered, before the connection itself. */
  closeOnShutdown(closable: Closable): void {
    this.closables.push(closable);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const closable of this.closables.splice(0)) await closable.close();
    this.redis.disconnect();
  }
}
