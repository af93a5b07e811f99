import { randomUUID } from 'node:crypto';
import { GatewayRedis } from '../../common/redis.provider';

/** How long a lock outlives a gateway that died holding it. */
const LOCK_TTL_MS = 60_000;
/** Held locks are renewed this often, well inside their TTL. */
const RENEW_EVERY_MS = 20_000;

/** Deletes (or renews) the lock only while it still holds this holder's token. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * One export per user at a time, across every gateway replica: a Redis key with a TTL, renewed
 * while the export runs, so a gateway that dies mid-export frees it within a minute.
 */
export class ExportLock {
  constructor(private readonly redis: GatewayRedis) {}

  /** The function that releases the lock, or undefined when another export of this user holds it. */
  async acquire(userId: string): Promise<(() => Promise<void>) | undefined> {
    const key = `journal-export:${userId}`;
    const token = randomUUID();
    if ((await this.redis.set(key, token, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') return undefined;
    const renew = setInterval(
      () => void this.redis.eval(RENEW, 1, key, token, LOCK_TTL_MS).catch(() => undefined),
      RENEW_EVERY_MS,
    );
    renew.unref();
    return async () => {
      clearInterval(renew);
      await this.redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    };
  }
}
