import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { GatewayRedis } from '../redis.provider';
import { IdempotentRequest, recordName } from './idempotency-key';

/** Stripe's window: a repeat within a day answers the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a request in progress holds its key before a repeat may take over (its gateway died):
 * longer than any creating route may take (a journal write waits up to 35 s for its service).
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/**
 * `begin`: takes the key for this attempt unless another attempt holds it or finished with it.
 * KEYS[1] the record; ARGV: fingerprint, attempt id, lease ms, ttl ms. The record is
 * `{fingerprint, state: running|done|retryable, attempt, leaseUntil, answer?}`. Answers
 * `{'started'}`, `{'mismatch'}`, `{'running'}` or `{'done', answer}`.
 */
const BEGIN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local raw = redis.call('GET', KEYS[1])
local record = raw and cjson.decode(raw)
if record then
  if record.fingerprint ~= ARGV[1] then return {'mismatch'} end
  if record.state == 'done' then return {'done', record.answer} end
  if record.state == 'running' and record.leaseUntil > now then return {'running'} end
end
local started = cjson.encode({fingerprint = ARGV[1], state = 'running', attempt = ARGV[2],
  leaseUntil = now + tonumber(ARGV[3])})
if record then redis.call('SET', KEYS[1], started, 'KEEPTTL')
else redis.call('SET', KEYS[1], started, 'PX', ARGV[4]) end
return {'started'}
`;

/**
 * `end`: the attempt's outcome, if it still holds the key (one whose lease ran out and was taken
 * over leaves it to the newer attempt). ARGV: attempt id, state (done|retryable), answer or ''.
 */
const END = `
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local record = cjson.decode(raw)
if record.attempt ~= ARGV[1] then return 0 end
record.state = ARGV[2]
record.attempt = nil
record.leaseUntil = nil
if ARGV[3] ~= '' then record.answer = ARGV[3] end
redis.call('SET', KEYS[1], cjson.encode(record), 'KEEPTTL')
return 1
`;

interface IdempotencyCommands {
  idempotencyBegin(
    key: string,
    fingerprint: string,
    attempt: string,
    leaseMs: number,
    ttlMs: number,
  ): Promise<[string, string?]>;
  idempotencyEnd(key: string, attempt: string, state: string, answer: string): Promise<number>;
}

export type Begun =
  | { outcome: 'started'; attempt: string }
  | { outcome: 'mismatch' | 'running' }
  | { outcome: 'done'; answer: unknown };

/**
 * The first answer of each (caller, route, Idempotency-Key), in the gateway's Redis for a day.
 * Answers are sealed (AES-256-GCM) under a key derived from the Idempotency-Key, which only the
 * client holds: a journal entry's words or a new API key's secret never rest readable in Redis,
 * whose record is named by a digest of the key.
 */
@Injectable()
export class IdempotencyStore {
  private readonly commands: IdempotencyCommands;

  constructor(redis: GatewayRedis) {
    redis.defineCommand('idempotencyBegin', { numberOfKeys: 1, lua: BEGIN });
    redis.defineCommand('idempotencyEnd', { numberOfKeys: 1, lua: END });
    this.commands = redis as unknown as IdempotencyCommands;
  }

  async begin(request: IdempotentRequest, fingerprint: string): Promise<Begun> {
    const attempt = randomUUID();
    const [outcome, sealed] = await this.commands.idempotencyBegin(
      this.name(request),
      fingerprint,
      attempt,
      IDEMPOTENCY_LEASE_MS,
      IDEMPOTENCY_TTL_MS,
    );
    if (outcome === 'started') return { outcome, attempt };
    if (outcome === 'done') return { outcome, answer: open(request, sealed!) };
    return { outcome: outcome as 'mismatch' | 'running' };
  }

  /** Keeps the answer for repeats. */
  async done(request: IdempotentRequest, attempt: string, answer: unknown): Promise<void> {
    await this.commands.idempotencyEnd(this.name(request), attempt, 'done', seal(request, answer));
  }

  /**
   * The attempt failed: a repeat runs again (the failure may have been passing, a 503), still
   * only with the same request.
   */
  async failed(request: IdempotentRequest, attempt: string): Promise<void> {
    await this.commands.idempotencyEnd(this.name(request), attempt, 'retryable', '');
  }

  private name(request: IdempotentRequest): string {
    return `idempotency:${recordName(request)}`;
  }
}

function answerKey(request: IdempotentRequest): Buffer {
  return Buffer.from(
    hkdfSync('sha256', request.key, `${request.scope}\n${request.route}`, 'sentilog answer', 32),
  );
}

function seal(request: IdempotentRequest, answer: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(request), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer) ?? 'null'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(request: IdempotentRequest, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', answerKey(request), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString();
  return JSON.parse(text) as unknown;
}
