import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { RedisStreamsClient, RedisStreamsClientOptions } from '@sentilog/transport';
import { BaseConfig } from './config';

/** The transport settings every process has (REDIS_URL, REDIS_PREFIX, RPC_TIMEOUT_MS). */
export type RpcClientConfig = Pick<BaseConfig, 'REDIS_URL' | 'REDIS_PREFIX' | 'RPC_TIMEOUT_MS'>;

/** What a caller sets beyond the configuration: per-pattern limits, metrics, its own timeout. */
export type RpcClientOptions = Omit<RedisStreamsClientOptions, 'redisUrl' | 'prefix'>;

/** Provider token of the client RpcClientModule builds. */
export const RPC_CLIENT = Symbol('RpcClient');

/**
 * The Redis Streams client for calling other services, built from the configuration: every
 * process builds its client here, so the URL, the prefix and the default timeout
 * (RPC_TIMEOUT_MS, unless `options.timeoutMs` says otherwise) are read the same way everywhere.
 * Whoever builds it closes it (RpcClientModule does on shutdown).
 */
export function createRpcClient(
  config: RpcClientConfig,
  options: RpcClientOptions = {},
): RedisStreamsClient {
  return new RedisStreamsClient({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    timeoutMs: config.RPC_TIMEOUT_MS,
    ...options,
  });
}

/**
 * A service's client for calling others: `RpcClientModule.forRoot(config, { patternTimeoutsMs })`
 * in its root module's imports, then `@Inject(RPC_CLIENT) client: RedisStreamsClient`. The client
 * is closed when the application shuts down.
 */
@Module({})
export class RpcClientModule implements OnApplicationShutdown {
  constructor(@Inject(RPC_CLIENT) private readonly client: RedisStreamsClient) {}

  static forRoot(config: RpcClientConfig, options: RpcClientOptions = {}): DynamicModule {
    return {
      module: RpcClientModule,
      providers: [{ provide: RPC_CLIENT, useFactory: () => createRpcClient(config, options) }],
      exports: [RPC_CLIENT],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
