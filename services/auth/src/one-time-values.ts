import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

/**
 * Values handed out behind a random token that can be redeemed once, within a time limit, on any
 * replica of the auth service: Redis keeps only a digest of the token, and reading deletes it
 * (GETDEL).
 */
export class OneTimeValues<T> {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly ttlMs: number,
  ) {}

  /** Stores the value and answers the token that redeems it. */
  async issue(value: T): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(token), JSON.stringify(value), 'PX', this.ttlMs);
    return token;
  }

  /** The value, leaving it in place; null when the token is unknown, used or expired. */
  async peek(token: string): Promise<T | null> {
    const raw = await this.redis.get(this.key(token));
    return raw ? (JSON.parse(raw) as T) : null;
  }

  /** The value, once; null when the token is unknown, used or expired. */
  async redeem(token: string): Promise<T | null> {
    const raw = await this.redis.getdel(this.key(token));
    return raw ? (JSON.parse(raw) as T) : null;
  }

  private key(token: string): string {
    return `${this.namespace}:${createHash('sha256').update(token).digest('hex')}`;
  }
}
