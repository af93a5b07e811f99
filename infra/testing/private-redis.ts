import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort } from '../../e2e/harness/ports';

/**
 * A Redis server of a test's own (`redis-server` on PATH), on a free port with its own data
 * folder, configured as the manifests require (AOF, `appendfsync everysec`, `noeviction`), so a
 * test can kill it, wipe it and start it again without touching the Redis other tests share.
 */
export interface PrivateRedis {
  url: string;
  /** kill -9, as a crash or an OOM kill does. */
  kill(): Promise<void>;
  /** Deletes its data, as a restart of a Redis without persistence would lose it. */
  wipe(): void;
  /** Starts it again on the same port and folder (reading its AOF, if any is left). */
  start(): Promise<void>;
  /** A number from INFO, e.g. `used_memory`. */
  infoNumber(field: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'sentilog-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--save',
    '',
    '--maxmemory',
    '1gb',
    '--maxmemory-policy',
    'noeviction',
  ];
  let child: ChildProcess | undefined;
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => 100,
  });
  probe.on('error', () => undefined);

  const start = async () => {
    let failure: Error | undefined;
    child = spawn('redis-server', args, { stdio: 'ignore' });
    child.on('error', (err) => (failure = err));
    const deadline = Date.now() + 10_000;
    while ((await probe.ping().catch(() => null)) !== 'PONG') {
      if (failure) throw new Error(`redis-server did not start (on PATH?): ${failure.message}`);
      if (Date.now() > deadline) throw new Error('The private Redis did not answer within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await probe.connect().catch(() => undefined);
  await start();
  return {
    url,
    kill,
    start,
    wipe: () => {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
    },
    async infoNumber(field: string) {
      const info = await probe.info();
      return Number(new RegExp(`^${field}:(\\d+)`, 'm').exec(info)?.[1] ?? NaN);
    },
    async stop() {
      probe.disconnect();
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
