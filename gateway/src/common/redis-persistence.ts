import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { GatewayRedis } from './redis.provider';

/**
 * The warning for a Redis that keeps no append-only file (from `INFO persistence`): a restart of
 * it loses the documents waiting for analysis and the requests in flight. Undefined when AOF is on
 * or the answer does not say.
 */
export function persistenceWarning(info: string): string | undefined {
  if (!/^aof_enabled:0\s*$/m.test(info)) return undefined;
  return (
    'Redis runs without AOF persistence (appendonly no): a restart loses queued documents and ' +
    'requests in flight. Run it with appendonly yes and appendfsync everysec (README, Operations).'
  );
}

/** Says once at start-up when the Redis the stack depends on would lose its queue on a restart. */
@Injectable()
export class RedisPersistenceCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger(RedisPersistenceCheck.name);

  constructor(private readonly redis: GatewayRedis) {}

  async onApplicationBootstrap(): Promise<void> {
    // Managed Redis may refuse INFO; that is no reason to hold up start-up.
    const info = await this.redis.info('persistence').catch(() => '');
    const warning = persistenceWarning(info);
    if (warning) this.logger.warn(warning);
  }
}
