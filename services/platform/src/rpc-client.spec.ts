import { NestFactory } from '@nestjs/core';
import { RedisStreamsClient } from '@sentilog/transport';
import { createRpcClient, RPC_CLIENT, RpcClientModule } from './rpc-client';

const config = { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'p', RPC_TIMEOUT_MS: 1_234 };

/** The options a client was built with (it connects only on its first call). */
const optionsOf = (client: RedisStreamsClient) =>
  (client as unknown as { options: Record<string, unknown> }).options;

describe('createRpcClient', () => {
  it('reads the URL, the prefix and the default timeout from the configuration', () => {
    expect(optionsOf(createRpcClient(config))).toEqual({
      redisUrl: 'redis://127.0.0.1:1',
      prefix: 'p',
      timeoutMs: 1_234,
    });
  });

  it("takes the caller's own timeout and per-pattern limits", () => {
    const client = createRpcClient(config, { timeoutMs: 60_000, patternTimeoutsMs: { a: 5 } });
    expect(optionsOf(client)).toMatchObject({ timeoutMs: 60_000, patternTimeoutsMs: { a: 5 } });
  });
});

describe('RpcClientModule', () => {
  it('provides the client and closes it when the application shuts down', async () => {
    const app = await NestFactory.createApplicationContext(
      RpcClientModule.forRoot(config, { patternTimeoutsMs: { 'journal.create': 9 } }),
      { logger: false },
    );
    const client = app.get<RedisStreamsClient>(RPC_CLIENT);
    expect(client).toBeInstanceOf(RedisStreamsClient);
    expect(optionsOf(client)).toMatchObject({ patternTimeoutsMs: { 'journal.create': 9 } });
    const close = jest.spyOn(client, 'close');
    await app.close();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
