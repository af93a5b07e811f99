import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import { RetryLaterException } from '../common/retry-later.exception';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/**
 * Password guesses (sign-in, and the current password of a profile change), counted in Redis so
 * that every gateway replica shares the counts: per client address, and per account at that
 * address. Each attempt counts against both; a success clears the account's count at that address,
 * so only guessing piles up there. Over either limit: 429 with Retry-After.
 *
 * The account's count is kept per address on purpose: counted per account alone, anyone could
 * lock any account out for the whole window by sending a few wrong passwords from anywhere. A
 * guesser spreading over many addresses is still held to LOGIN_RATE_LIMIT_EMAIL per account per
 * address and LOGIN_RATE_LIMIT_IP per address.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    private readonly redis: GatewayRedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Counts one attempt on `account` (an email, or `user:<id>` for a signed-in user) from `ip`;
   * throws 429 when the address, or the account from this address, is over its limit.
   */
  async attempt(ip: string, account: string): Promise<void> {
    const { LOGIN_RATE_WINDOW_S, LOGIN_RATE_LIMIT_IP, LOGIN_RATE_LIMIT_EMAIL } = this.config;
    const windowMs = LOGIN_RATE_WINDOW_S * 1000;
    const counts = await Promise.all([
      this.count(this.ipKey(ip), windowMs, LOGIN_RATE_LIMIT_IP),
      this.count(this.accountKey(ip, account), windowMs, LOGIN_RATE_LIMIT_EMAIL),
    ]);
    const over = counts.filter((c) => c.over);
    if (over.length === 0) return;
    const retryAfterS = Math.max(1, Math.ceil(Math.max(...over.map((c) => c.ttlMs)) / 1000));
    throw new TooManySignInAttempts(retryAfterS);
  }

  async succeeded(ip: string, account: string): Promise<void> {
    await this.redis.del(this.accountKey(ip, account));
  }

  private async count(
    key: string,
    windowMs: number,
    limit: number,
  ): Promise<{ over: boolean; ttlMs: number }> {
    // The window starts with the first attempt (SET NX with its expiry), then only counts.
    const results = await this.redis
      .multi()
      .set(key, '0', 'PX', windowMs, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    const count = Number(results?.[1]?.[1] ?? 0);
    const ttlMs = Number(results?.[2]?.[1] ?? windowMs);
    return { over: count > limit, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
  }

  private ipKey(ip: string): string {
    return `login-attempts:ip:${ip}`;
  }

  /** Hashed, so Redis holds no list of the emails people tried. */
  private accountKey(ip: string, account: string): string {
    const digest = createHash('sha256')
      .update(`${ip}\n${account.trim().toLowerCase()}`)
      .digest('hex');
    return `login-attempts:account:${digest}`;
  }
}

export class TooManySignInAttempts extends RetryLaterException {
  constructor(retryAfterS: number) {
    const minutes = Math.ceil(retryAfterS / 60);
    super(
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterS,
    );
  }
}
