import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthPatterns, quotaExceededMessage } from '@sentilog/contracts';
import { GatewayRedis } from '../common/redis.provider';
import { RetryLaterException } from '../common/retry-later.exception';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';

/**
 * Takes `ARGV[1]` from today's count unless that would pass the quota `ARGV[2]`: one script, so
 * concurrent calls can never together pass it. Answers `{taken (1|0), count after}`. The counter
 * outlives its day by a day (`ARGV[3]` seconds) and then goes by itself.
 */
const TAKE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local wanted = tonumber(ARGV[1])
if used + wanted > tonumber(ARGV[2]) then return {0, used} end
used = redis.call('INCRBY', KEYS[1], wanted)
redis.call('EXPIRE', KEYS[1], ARGV[3])
return {1, used}
`;
const COUNTER_TTL_S = 2 * 24 * 60 * 60;

interface TakingRedis {
  takeApiKeyQuota(
    key: string,
    wanted: number,
    quota: number,
    ttlS: number,
  ): Promise<[number, number]>;
}

/** 429 beyond a key's daily quota; `retryAfterS` is the wait until the UTC day turns. */
export class QuotaExceeded extends RetryLaterException {
  constructor(quota: number, retryAfterS: number) {
    super(quotaExceededMessage(quota), retryAfterS);
  }
}

/** YYYY-MM-DD of `now` in UTC. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds from `now` until the next UTC midnight (at least 1). */
export function secondsUntilUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * Each key's texts and documents per UTC day, counted in Redis against API_KEY_DAILY_QUOTA. Redis
 * holds the count the quota is checked against (atomic, shared by every replica); the auth service
 * keeps the durable daily usage the keys page shows.
 */
@Injectable()
export class ApiKeyQuota {
  private readonly logger = new Logger(ApiKeyQuota.name);

  constructor(
    private readonly redis: GatewayRedis,
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    redis.defineCommand('takeApiKeyQuota', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  /** Counts `count` items against today's quota of the key, or throws QuotaExceeded. */
  async take(keyId: string, count: number, now = new Date()): Promise<QuotaTaken> {
    const quota = this.config.API_KEY_DAILY_QUOTA;
    const counter = `api-quota:${keyId}:${utcDay(now)}`;
    const [taken] = await (this.redis as unknown as TakingRedis).takeApiKeyQuota(
      counter,
      count,
      quota,
      COUNTER_TTL_S,
    );
    if (!taken) throw new QuotaExceeded(quota, secondsUntilUtcMidnight(now));
    return { counter, count };
  }

  /**
   * Gives back what a call took but could not use (its analysis failed), to the day it was taken
   * from even if the day has turned since.
   */
  async giveBack(taken: QuotaTaken): Promise<void> {
    await this.redis.decrby(taken.counter, taken.count);
  }

  /**
   * Adds `count` used items to the key's durable daily usage in the auth service. The analysis is
   * done and answered either way: a failure here is logged, not passed to the caller.
   */
  async recordUse(keyId: string, count: number): Promise<void> {
    await this.rpc
      .call(AuthPatterns.apiKeyRecordUse, { keyId, count })
      .catch((err: unknown) => this.logger.warn(`Recording API key usage failed: ${String(err)}`));
  }
}

/** What one call took from a day's quota. */
export interface QuotaTaken {
  counter: string;
  count: number;
}
