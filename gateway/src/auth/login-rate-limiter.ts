import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import { config } from '../config';

/**
 * Sign-in attempts per client address and per email, counted in Redis so that every gateway
 * replica shares the counts. Each attempt counts against both; a successful sign-in clears the
 * email's count, so only guessing piles up there. Over either limit: 429 with Retry-After.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly redis: GatewayRedis) {}

  /** Counts one attempt; throws 429 when the address or the email is over its limit. */
  async attempt(ip: string, email: string): Promise<void> {
    const windowMs = config.LOGIN_RATE_WINDOW_S * 1000;
    const counts = await Promise.all([
      this.count(this.ipKey(ip), windowMs, config.LOGIN_RATE_LIMIT_IP),
      this.count(this.emailKey(email), windowMs, config.LOGIN_RATE_LIMIT_EMAIL),
    ]);
    const over = counts.filter((c) => c.over);
    if (over.length === 0) return;
    const retryAfterS = Math.max(1, Math.ceil(Math.max(...over.map((c) => c.ttlMs)) / 1000));
    throw new TooManySignInAttempts(retryAfterS);
  }

  async succeeded(email: string): Promise<void> {
    await this.redis.del(this.emailKey(email));
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
  private emailKey(email: string): string {
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    return `login-attempts:email:${digest}`;
  }
}

export class TooManySignInAttempts extends HttpException {
  constructor(readonly retryAfterS: number) {
    const minutes = Math.ceil(retryAfterS / 60);
    super(
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
