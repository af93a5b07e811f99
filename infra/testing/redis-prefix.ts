import { randomBytes } from 'node:crypto';

/** A Redis key prefix private to one test, under the run's prefix so teardown removes it. */
export function uniquePrefix(label: string): string {
  const run = process.env.REDIS_PREFIX ?? 'sentilog-test-local';
  return `${run}:${label}-${randomBytes(4).toString('hex')}`;
}

export function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      if (await condition()) return resolve();
      if (Date.now() - started > timeoutMs)
        return reject(new Error(`Timed out waiting for ${what}`));
      setTimeout(tick, 25);
    };
    void tick();
  });
}
