import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { tooManyBatchCallsMessage, VerifiedApiKey } from '@sentilog/contracts';
import { randomUUID } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/**
 * A call holds its slot this long without a sign of life; each part it sends renews it. A
 * gateway that dies mid-call thus frees its slots by itself, within this time.
 */
const SLOT_LEASE_MS = 3 * 60 * 1000;

/**
 * KEYS: the key's calls, the account's calls (sorted sets: call id → lease end, ms). ARGV: now,
 * call id, lease end, limit. Drops lapsed calls, then takes a slot in both or in neither; answers
 * 'ok', or which of the two is full.
 */
const ACQUIRE = `
for i = 1, 2 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', ARGV[1]) end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 'key' end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 'account' end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], ARGV[3], ARGV[2])
  redis.call('PEXPIREAT', KEYS[i], ARGV[3])
end
return 'ok'
`;

interface AcquiringRedis {
  acquireBatchSlot(
    keyCalls: string,
    accountCalls: string,
    now: number,
    callId: string,
    leaseEnd: number,
    limit: number,
  ): Promise<'ok' | 'key' | 'account'>;
}

/** One running batch call's hold on its key's and its account's slots. */
export interface BatchSlot {
  id: string;
  keys: [string, string];
}

/**
 * At most API_BATCH_CONCURRENT_CALLS batch calls at once per API key and per account (all its
 * keys together), counted in Redis so every gateway replica sees the same calls: one caller
 * cannot hold the batch lane with many calls in parallel, nor with many keys.
 */
@Injectable()
export class BatchSlots {
  constructor(
    private readonly redis: GatewayRedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    redis.defineCommand('acquireBatchSlot', { numberOfKeys: 2, lua: ACQUIRE });
  }

  /** A slot for this call, or a 429 saying whether the key or the account is at its limit. */
  async acquire(key: VerifiedApiKey): Promise<BatchSlot> {
    const slot: BatchSlot = {
      id: randomUUID(),
      keys: [`batch-calls:key:${key.keyId}`, `batch-calls:account:${key.userId}`],
    };
    const limit = this.config.API_BATCH_CONCURRENT_CALLS;
    const now = Date.now();
    const outcome = await (this.redis as unknown as AcquiringRedis).acquireBatchSlot(
      ...slot.keys,
      now,
      slot.id,
      now + SLOT_LEASE_MS,
      limit,
    );
    if (outcome !== 'ok') {
      throw new HttpException(
        tooManyBatchCallsMessage(outcome, limit),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return slot;
  }

  /** The call is still working: its slot's lease starts again. */
  async renew(slot: BatchSlot): Promise<void> {
    const leaseEnd = Date.now() + SLOT_LEASE_MS;
    await Promise.all(slot.keys.map((key) => this.redis.zadd(key, 'XX', leaseEnd, slot.id)));
  }

  async release(slot: BatchSlot): Promise<void> {
    await Promise.all(slot.keys.map((key) => this.redis.zrem(key, slot.id)));
  }
}
