import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Events, UserDeletedEvent } from '@sentilog/contracts';
import { createRpcClient } from '@sentilog/platform';
import type { RedisStreamsClient } from '@sentilog/transport';
import { lastValueFrom } from 'rxjs';
import { AUTH_CONFIG, AuthConfig } from './config';

/** Publishes the auth service's durable events (one consumer group per subscribing service). */
@Injectable()
export class EventsPublisher implements OnApplicationShutdown {
  private readonly client: RedisStreamsClient;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.client = createRpcClient(config);
  }

  async userDeleted(event: UserDeletedEvent): Promise<void> {
    await lastValueFrom(this.client.emit(Events.userDeleted, event), { defaultValue: undefined });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
