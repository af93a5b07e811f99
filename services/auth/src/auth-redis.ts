import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AUTH_CONFIG, AuthConfig } from './config';

/**
 * The auth service's own Redis keys (under `<REDIS_PREFIX>:auth:`): the one-time values of
 * Google and GitHub sign-in, which live a minute and may be redeemed on any replica.
 */
@Injectable()
export class AuthRedis extends Redis implements OnApplicationShutdown {
  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'REDIS_URL' | 'REDIS_PREFIX'>) {
    super(config.REDIS_URL, { keyPrefix: `${config.REDIS_PREFIX}:auth:`, maxRetriesPerRequest: 2 });
  }

  onApplicationShutdown(): void {
    this.disconnect();
  }
}
