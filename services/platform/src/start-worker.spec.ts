import { baseEnv, parseConfig } from './config';
import { launchWorker, WorkerHost, WorkerOptions } from './start-worker';

type Config = ReturnType<typeof configFrom>;
const configFrom = (env: NodeJS.ProcessEnv) => parseConfig(baseEnv, env);

/** A process stand-in: the signal listeners it was given, and the codes it exited with. */
function fakeHost() {
  const listeners = new Map<string, () => void>();
  const exits: number[] = [];
  const host: WorkerHost = {
    once: (signal, listener) => listeners.set(signal, listener),
    exit: (code) => void exits.push(code),
  };
  const signal = async (name: 'SIGTERM' | 'SIGINT') => {
    listeners.get(name)!();
    // The listener's close and exit run on later turns.
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { host, listeners, exits, signal };
}

function options(
  close: () => Promise<void>,
  extra: Partial<WorkerOptions<Config>> = {},
): WorkerOptions<Config> {
  return {
    name: 'test-worker',
    configFrom,
    env: { LOG_LEVEL: 'silent' },
    start: async () => ({ close }),
    ...extra,
  };
}

describe('startWorker', () => {
  it('gives start its parsed configuration and a logger, and closes on SIGTERM with exit 0', async () => {
    const { host, listeners, exits, signal } = fakeHost();
    const close = jest.fn(async () => undefined);
    const start = jest.fn(async () => ({ close }));
    await launchWorker(options(close, { start }), host);
    expect(start).toHaveBeenCalledWith({
      config: expect.objectContaining({ LOG_LEVEL: 'silent', REDIS_PREFIX: 'sentilog' }),
      logger: expect.objectContaining({ info: expect.any(Function) }),
    });
    expect([...listeners.keys()].sort()).toEqual(['SIGINT', 'SIGTERM']);
    await signal('SIGTERM');
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
  });

  it('closes once when both signals come', async () => {
    const { host, exits, signal } = fakeHost();
    const close = jest.fn(async () => undefined);
    await launchWorker(options(close), host);
    await Promise.all([signal('SIGINT'), signal('SIGTERM')]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0, 0]);
  });

  it('exits with 1 when close fails', async () => {
    const { host, exits, signal } = fakeHost();
    await launchWorker(
      options(async () => {
        throw new Error('redis gone');
      }),
      host,
    );
    await signal('SIGTERM');
    expect(exits).toEqual([1]);
  });

  it('exits with 1 when close outlasts the close timeout', async () => {
    const { host, exits, signal } = fakeHost();
    await launchWorker(
      options(() => new Promise(() => undefined), { closeTimeoutMs: () => 5 }),
      host,
    );
    await signal('SIGTERM');
    expect(exits).toEqual([1]);
  });

  it('throws the ConfigError of a bad variable before starting anything', async () => {
    const { host, listeners } = fakeHost();
    const start = jest.fn();
    await expect(
      launchWorker(
        { ...options(async () => undefined), start, env: { REDIS_URL: 'http://x' } },
        host,
      ),
    ).rejects.toThrow(/^Configuration error: REDIS_URL \("http:\/\/x"\) is invalid/);
    expect(start).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('serves liveness and the worker readiness checks on HEALTH_PORT', async () => {
    const { host, signal } = fakeHost();
    let ready = false;
    await launchWorker(
      options(async () => undefined, {
        env: { LOG_LEVEL: 'silent', HEALTH_PORT: '39517' },
        start: async () => ({
          checks: {
            queue: async () => {
              if (!ready) throw new Error('not running');
            },
          },
          close: async () => undefined,
        }),
      }),
      host,
    );
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:39517${path}`);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    try {
      expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await get('/ready')).toEqual({
        status: 503,
        body: { ok: false, checks: { queue: 'not running' } },
      });
      ready = true;
      expect((await get('/ready')).status).toBe(200);
    } finally {
      await signal('SIGTERM');
    }
  });
});
