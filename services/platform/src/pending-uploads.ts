import type Redis from 'ioredis';
import { uploadStorageKey } from '@sentilog/contracts';

export type ReserveOutcome = 'ok' | 'owner-limit' | 'full';

/** What a reservation found: its outcome, and how many documents the owner had pending before. */
export interface Reservation {
  outcome: ReserveOutcome;
  ownerPending: number;
}

export interface ReserveRequest {
  id: string;
  bytes: Buffer;
  /** Who uploaded it (the client address): each may have only so many documents pending. */
  owner: string;
  maxTotalBytes: number;
  maxPerOwner: number;
  ttlSeconds: number;
}

// Both scripts first release whatever is still booked but past its expiry, so bytes that Redis
// expired by TTL (a job nobody ran) never stay counted against the bound.
const RELEASE_FUNCTION = `
local function release(id)
  if redis.call('ZREM', KEYS[1], id) == 0 then return 0 end
  local size = tonumber(redis.call('HGET', KEYS[2], id) or '0')
  local owner = redis.call('HGET', KEYS[3], id)
  redis.call('HDEL', KEYS[2], id)
  redis.call('HDEL', KEYS[3], id)
  redis.call('DECRBY', KEYS[5], size)
  if owner and redis.call('HINCRBY', KEYS[4], owner, -1) <= 0 then
    redis.call('HDEL', KEYS[4], owner)
  end
  return 1
end
for _, expired in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 100)) do
  release(expired)
end
`;

/**
 * KEYS: booked, sizes, owners, counts, total, bytes. ARGV: now, id, size, owner, maxPerOwner,
 * maxTotal, ttlMs, bytes. Answers {outcome, documents the owner had pending}.
 */
const RESERVE = `${RELEASE_FUNCTION}
local pending = tonumber(redis.call('HGET', KEYS[4], ARGV[4]) or '0')
if pending >= tonumber(ARGV[5]) then return {'owner-limit', pending} end
if tonumber(redis.call('GET', KEYS[5]) or '0') + tonumber(ARGV[3]) > tonumber(ARGV[6]) then return {'full', pending} end
redis.call('SET', KEYS[6], ARGV[8], 'PX', ARGV[7])
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[7]), ARGV[2])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[3], ARGV[2], ARGV[4])
redis.call('HINCRBY', KEYS[4], ARGV[4], 1)
redis.call('INCRBY', KEYS[5], ARGV[3])
return {'ok', pending}
`;

/** KEYS: booked, sizes, owners, counts, total, bytes. ARGV: now, id. */
const RELEASE = `${RELEASE_FUNCTION}
local released = release(ARGV[2])
redis.call('DEL', KEYS[6])
return released
`;

/**
 * Uploaded documents waiting for the worker, kept in Redis (every gateway and worker pod reaches
 * it) under a bound: the bytes of all pending uploads together, and the number pending per client
 * address. Booking and freeing are single scripts, so concurrent gateways cannot overshoot the
 * bound and a document is freed once however many times its end is reported.
 */
export class PendingUploads {
  private readonly base: string;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.base = `${prefix}:uploads`;
  }

  /**
   * Stores the bytes if the bounds allow; otherwise stores nothing and says which bound. Either
   * way it says how many documents the owner already had pending (for fair ordering).
   */
  async reserve(request: ReserveRequest): Promise<Reservation> {
    const [outcome, ownerPending] = (await this.redis.eval(
      RESERVE,
      6,
      ...this.keys(request.id),
      Date.now(),
      request.id,
      request.bytes.length,
      request.owner,
      request.maxPerOwner,
      request.maxTotalBytes,
      request.ttlSeconds * 1000,
      request.bytes,
    )) as [ReserveOutcome, number];
    return { outcome, ownerPending: Number(ownerPending) };
  }

  bytes(id: string): Promise<Buffer | null> {
    return this.redis.getBuffer(uploadStorageKey(this.prefix, id));
  }

  /**
   * Deletes the bytes and frees their share of the bounds (safe to call more than once); true
   * when this call freed a booking.
   */
  async release(id: string): Promise<boolean> {
    return (await this.redis.eval(RELEASE, 6, ...this.keys(id), Date.now(), id)) === 1;
  }

  /** Bytes of all pending uploads, as booked. */
  async totalBytes(): Promise<number> {
    return Number((await this.redis.get(`${this.base}:total`)) ?? 0);
  }

  private keys(id: string): string[] {
    return [
      `${this.base}:booked`,
      `${this.base}:sizes`,
      `${this.base}:owners`,
      `${this.base}:owner-counts`,
      `${this.base}:total`,
      uploadStorageKey(this.prefix, id),
    ];
  }
}
