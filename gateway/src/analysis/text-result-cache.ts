/**
 * The public text route's answer cache: a gateway module because what it saves is the round trip
 * to the analysis service. A text answered before is served from this replica's memory or the
 * gateway's Redis without a message on the analysis stream or a model pass. The analysis service
 * still decides every answer (answers are kept under the models' fingerprint, `analysis.models`, so
 * a new model or calibration never serves an old one), and nothing kept here is data a service
 * owns. docs/architecture.md, "What the gateway keeps, and why" (and "Serving" for its bounds).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AnalysisPatterns, AnalyzeTextResponse } from '@sentilog/contracts';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { RpcService } from '../rpc/rpc.service';

/** Longer texts are analysed every time: they are rarely repeated and their answers are large. */
export const MAX_CACHED_TEXT_LENGTH = 5_000;
/** How long the models' version is trusted before it is asked again (a rollout shows within it). */
const VERSION_TTL_MS = 30_000;
/** This replica's own copy of the hottest answers, so a repeated text costs no Redis round trip. */
const HOT_ENTRIES = 1_000;
const HOT_TTL_MS = 60_000;

/**
 * Stores one answer and keeps the shared cache bounded: every entry is also in a sorted set by
 * time of writing; past ARGV[3] entries the oldest go, entry and index together. Entries also
 * expire by themselves (ARGV[2] seconds), and index members older than that are dropped.
 */
const STORE_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[4], KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[4] - ARGV[2] * 1000)
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[3])
if over > 0 then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, over - 1)
  redis.call('DEL', unpack(oldest))
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
redis.call('EXPIRE', KEYS[2], ARGV[2])
return over
`;

interface StoringRedis {
  storeTextResult(
    entryKey: string,
    indexKey: string,
    value: string,
    ttlSeconds: number,
    maxEntries: number,
    nowMs: number,
  ): Promise<number>;
}

/**
 * Answers of `POST /api/analyze/text` kept by the exact text and the models' version
 * (docs/architecture.md, "Serving"): in Redis for every gateway replica, bounded in count and
 * time, and the hottest in this process. Only the public analysis route uses it; journal entries
 * never pass through here. The key is the text as sent, not a normalised form, because the answer
 * holds word offsets into that very text. A concurrent request for a text being analysed waits
 * for the same answer instead of asking again.
 */
@Injectable()
export class TextResultCache {
  private readonly logger = new Logger(TextResultCache.name);
  private readonly hot = new LRUCache<string, AnalyzeTextResponse>({
    max: HOT_ENTRIES,
    ttl: HOT_TTL_MS,
  });
  private readonly inFlight = new Map<string, Promise<AnalyzeTextResponse>>();
  private version?: { key: string; until: number };
  private versionAsked?: Promise<string | undefined>;

  constructor(
    private readonly redis: GatewayRedis,
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    redis.defineCommand('storeTextResult', { numberOfKeys: 2, lua: STORE_SCRIPT });
  }

  /**
   * The kept answer for `text` read in `domain` (none: the domain the model recognises), or
   * `analyse()`'s, kept for next time. The domain is part of the question: each reads the text
   * with its own calibration.
   */
  async answer(
    text: string,
    analyse: () => Promise<AnalyzeTextResponse>,
    domain?: string,
  ): Promise<AnalyzeTextResponse> {
    if (this.config.ANALYSIS_CACHE_TTL_S === 0 || text.length > MAX_CACHED_TEXT_LENGTH) {
      return analyse();
    }
    const version = await this.modelsVersion();
    // Without the version an answer could outlive its model: analyse, keep nothing.
    if (!version) return analyse();
    const key = `${version}:${domain ?? 'auto'}:${createHash('sha256').update(text).digest('base64url')}`;
    const hot = this.hot.get(key);
    if (hot) return hot;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const answering = this.lookUpOrAnalyse(key, analyse).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answering);
    return answering;
  }

  private async lookUpOrAnalyse(
    key: string,
    analyse: () => Promise<AnalyzeTextResponse>,
  ): Promise<AnalyzeTextResponse> {
    const entryKey = `text-results:${key}`;
    const stored = await this.redis.get(entryKey).catch(() => null);
    if (stored) {
      const answer = JSON.parse(stored) as AnalyzeTextResponse;
      this.hot.set(key, answer);
      return answer;
    }
    const answer = await analyse();
    this.hot.set(key, answer);
    // Keeping it is a favour: a Redis hiccup must not fail a request that has its answer.
    await (this.redis as unknown as StoringRedis)
      .storeTextResult(
        entryKey,
        'text-results:index',
        JSON.stringify(answer),
        this.config.ANALYSIS_CACHE_TTL_S,
        this.config.ANALYSIS_CACHE_MAX_ENTRIES,
        Date.now(),
      )
      .catch((err: unknown) => this.logger.warn(`Keeping a text result failed: ${String(err)}`));
    return answer;
  }

  /** `fingerprint.answerFormat` of the analysis service, asked at most every VERSION_TTL_MS. */
  private modelsVersion(): Promise<string | undefined> | string {
    if (this.version && this.version.until > Date.now()) return this.version.key;
    this.versionAsked ??= this.rpc
      .call(AnalysisPatterns.models, {})
      .then(({ fingerprint, answerFormat }) => {
        const key = `${fingerprint}.${answerFormat}`;
        this.version = { key, until: Date.now() + VERSION_TTL_MS };
        return key;
      })
      .catch(() => undefined)
      .finally(() => (this.versionAsked = undefined));
    return this.versionAsked;
  }
}
