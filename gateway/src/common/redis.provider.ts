import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** One shared Redis connection for the gateway's own state (rate limits, readiness). */
@Injectable()
export class GatewayRedis extends Redis implements OnApplicationShutdown {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super(config.REDIS_URL, {
      keyPrefix: `${config.REDIS_PREFIX}:gateway:`,
      maxRetriesPerRequest: 2,
    });
  }

  onApplicationShutdown(): void {
    this.disconnect();
  }
}

@Global()
@Module({ providers: [GatewayRedis], exports: [GatewayRedis] })
export class GatewayRedisModule {}
