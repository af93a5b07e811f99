/**
 * The API keys' daily character quota: a gateway module because it meters `/api/v1` calls at the
 * edge, before a part is sent to the analysis service. A call over quota is refused (429 and the
 * quota headers) without a message or a model pass, and a call's parts are charged, and the unsent
 * ones given back, as the gateway sends them. The counter is a day's value in the gateway's Redis,
 * not owned data: the durable usage the keys page shows is the auth service's
 * (`auth.apiKeys.recordUse`, recordUse below). docs/architecture.md, "What the gateway keeps, and
 * why".
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthPatterns, quotaExceededMessage } from '@sentilog/contracts';
import type { Response } from 'express';
import { GatewayRedis } from '../common/redis.provider';
import { RetryLaterException } from '../common/retry-later.exception';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';

/**
 * Takes `ARGV[1]` characters from today's count unless that would pass the quota `ARGV[2]`: one
 * script, so concurrent calls can never together pass it. Answers `{taken (1|0), count after}`.
 * The counter outlives its day by a day (`ARGV[3]` seconds) and then goes by itself.
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

/** Where a key stands today: the daily quota, what is left of it, seconds until it resets. */
export interface QuotaStanding {
  limit: number;
  remaining: number;
  resetS: number;
}

/** 429 for a call that would pass the key's daily quota; Retry-After is the wait until it resets. */
export class QuotaExceeded extends RetryLaterException {
  constructor(readonly standing: QuotaStanding) {
    super(quotaExceededMessage(standing.limit, standing.remaining), standing.resetS);
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
 * The quota's answer headers (README, "API for organisations"): the daily quota in characters,
 * what is left of it today and the seconds until it resets.
 */
export function setQuotaHeaders(res: Response, standing: QuotaStanding): void {
  res.setHeader('X-Quota-Limit-Characters', String(standing.limit));
  res.setHeader('X-Quota-Remaining-Characters', String(Math.max(0, standing.remaining)));
  res.setHeader('X-Quota-Reset', String(standing.resetS));
}

/**
 * Each key's characters per UTC day (a text its length, a document DOCUMENT_QUOTA_CHARACTERS),
 * counted in Redis against API_KEY_DAILY_CHARACTERS. Redis holds the count the quota is checked
 * against (atomic, shared by every replica); the auth service keeps the durable daily usage the
 * keys page shows.
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

  /**
   * Takes `characters` from today's quota of the key, or throws QuotaExceeded (which takes
   * nothing). Answers what was taken, and where the key stands after it.
   */
  async take(keyId: string, characters: number, now = new Date()): Promise<QuotaTaken> {
    const limit = this.config.API_KEY_DAILY_CHARACTERS;
    const counter = this.counter(keyId, now);
    const [taken, used] = await (this.redis as unknown as TakingRedis).takeApiKeyQuota(
      counter,
      characters,
      limit,
      COUNTER_TTL_S,
    );
    const standing = { limit, remaining: limit - used, resetS: secondsUntilUtcMidnight(now) };
    if (!taken) throw new QuotaExceeded(standing);
    return { counter, characters, standing };
  }

  /** Where the key stands today, without taking anything. */
  async standing(keyId: string, now = new Date()): Promise<QuotaStanding> {
    const limit = this.config.API_KEY_DAILY_CHARACTERS;
    const used = Number((await this.redis.get(this.counter(keyId, now))) ?? 0);
    return { limit, remaining: limit - used, resetS: secondsUntilUtcMidnight(now) };
  }

  /**
   * Gives back `characters` of what a call took but never sent to be analysed (a part it did not
   * send, once a part failed or the caller went away), to the day it was taken from even if the
   * day has turned since. Work sent is never given back: the analysis may have been done.
   */
  async giveBack(taken: QuotaTaken, characters: number): Promise<void> {
    await this.redis.decrby(taken.counter, characters);
  }

  /**
   * Adds `characters` to the key's durable daily usage in the auth service. The analysis is
   * done and answered either way: a failure here is logged, not passed to the caller.
   */
  async recordUse(keyId: string, characters: number): Promise<void> {
    await this.rpc
      .call(AuthPatterns.apiKeyRecordUse, { keyId, characters })
      .catch((err: unknown) => this.logger.warn(`Recording API key usage failed: ${String(err)}`));
  }

  private counter(keyId: string, now: Date): string {
    return `api-quota:${keyId}:${utcDay(now)}`;
  }
}

/** What one call took from a day's quota, and where the key stood right after. */
export interface QuotaTaken {
  counter: string;
  characters: number;
  standing: QuotaStanding;
}
