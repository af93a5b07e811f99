import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { RpcCallError, ServiceUnavailableError } from './errors';
import { DEFAULT_PREFIX, serviceOfPattern, transportKeys, TransportKeys } from './keys';
import { currentRequestId } from './request-context';
import { decodeReply, encodeEvent, encodeRequest, ReplyEnvelope } from './wire';

export type RpcOutcome = 'ok' | 'error' | 'timeout';

export interface RedisStreamsClientOptions {
  redisUrl: string;
  prefix?: string;
  /** How long a request waits for its reply before failing with ServiceUnavailableError. */
  timeoutMs?: number;
  /** Longer (or shorter) limits for particular patterns, such as document analysis. */
  patternTimeoutsMs?: Record<string, number>;
  /**
   * For these patterns, how long a request may wait for a replica to start it; later, the replica
   * answers 503 busy (BUSY_MESSAGE) at once. Back-pressure for interactive calls: when the service
   * is saturated a caller hears so within about this time instead of queueing for its whole
   * timeout.
   */
  patternQueueWaitsMs?: Record<string, number>;
  /** Called once per request when it settles, for metrics. */
  onSettled?: (pattern: string, outcome: RpcOutcome, durationMs: number) => void;
  /** Streams are capped at about this many entries so an absent consumer cannot fill Redis. */
  maxStreamLength?: number;
}

interface Pending {
  callback: (packet: WritePacket) => void;
  timer: NodeJS.Timeout;
  pattern: string;
  startedAt: number;
}

/**
 * ClientProxy for the Redis Streams transport. Requests go to the target service's stream; the
 * reply comes back on a list owned by this client instance and is matched by correlation id.
 */
export class RedisStreamsClient extends ClientProxy {
  private readonly keys: TransportKeys;
  private readonly clientId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly pending = new Map<string, Pending>();
  private commands?: Redis;
  private reader?: Redis;
  private connecting?: Promise<void>;
  private replyLoop?: Promise<void>;
  private closed = false;

  constructor(private readonly options: RedisStreamsClientOptions) {
    super();
    this.keys = transportKeys(options.prefix ?? DEFAULT_PREFIX);
  }

  connect(): Promise<void> {
    this.connecting ??= this.open();
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.callback({
        err: new ServiceUnavailableError(
          serviceOfPattern(entry.pattern),
          entry.pattern,
          'client closed',
        ),
        isDisposed: true,
      });
      this.pending.delete(id);
    }
    this.reader?.disconnect();
    await this.replyLoop?.catch(() => undefined);
    this.commands?.disconnect();
  }

  override on(): never {
    throw new Error('RedisStreamsClient does not expose transport events');
  }

  unwrap<T>(): T {
    return this.commands as T;
  }

  /** Time a request to this pattern may take before the caller is told the service is unavailable. */
  timeoutFor(pattern: string): number {
    return this.options.patternTimeoutsMs?.[pattern] ?? this.options.timeoutMs ?? 5_000;
  }

  private startByFor(pattern: string, startedAt: number): number | undefined {
    const waitMs = this.options.patternQueueWaitsMs?.[pattern];
    return waitMs === undefined ? undefined : startedAt + waitMs;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern);
    const service = serviceOfPattern(pattern);
    const id = randomUUID();
    const timeoutMs = this.timeoutFor(pattern);
    const startedAt = Date.now();
    const timer = setTimeout(
      () =>
        this.settle(id, 'timeout', {
          err: new ServiceUnavailableError(service, pattern, `no reply within ${timeoutMs} ms`),
        }),
      timeoutMs,
    );
    this.pending.set(id, { callback, timer, pattern, startedAt });

    const fields = encodeRequest({
      id,
      pattern,
      data: packet.data,
      replyTo: this.keys.replies(this.clientId),
      deadline: startedAt + timeoutMs,
      startBy: this.startByFor(pattern, startedAt),
      requestId: currentRequestId(),
    });
    this.connect()
      .then(() =>
        this.commands!.xadd(this.keys.requests(service), ...this.capped(), '*', ...fields),
      )
      .catch((err: unknown) =>
        this.settle(id, 'error', {
          err: new ServiceUnavailableError(service, pattern, String(err)),
        }),
      );

    return () => {
      clearTimeout(timer);
      this.pending.delete(id);
    };
  }

  protected async dispatchEvent<T = string>(packet: ReadPacket): Promise<T> {
    await this.connect();
    const pattern = this.normalizePattern(packet.pattern);
    const fields = encodeEvent({ pattern, data: packet.data, requestId: currentRequestId() });
    return (await this.commands!.xadd(
      this.keys.events(pattern),
      ...this.capped(),
      '*',
      ...fields,
    )) as T;
  }

  private capped(): ['MAXLEN', '~', number] {
    return ['MAXLEN', '~', this.options.maxStreamLength ?? 100_000];
  }

  private async open(): Promise<void> {
    // Without a retry limit ioredis queues commands for ever while Redis is down; the request
    // timeout above is what bounds the wait instead.
    this.commands = new Redis(this.options.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    this.reader = this.commands.duplicate();
    await Promise.all([this.commands.connect(), this.reader.connect()]).catch((err) => {
      this.connecting = undefined;
      this.commands?.disconnect();
      this.reader?.disconnect();
      throw err;
    });
    // A lost connection may have lost what was in flight with it (a Redis restart without
    // persistence loses the requests and the replies): those callers get their 503 now rather
    // than at their deadline, which can be half a minute away. New requests wait for the
    // reconnection (or fail with it).
    this.reader.on('close', () => this.failPending('the connection to Redis was lost'));
    this.replyLoop = this.readReplies();
  }

  private failPending(detail: string): void {
    if (this.closed) return;
    for (const [id, entry] of [...this.pending]) {
      this.settle(id, 'error', {
        err: new ServiceUnavailableError(serviceOfPattern(entry.pattern), entry.pattern, detail),
      });
    }
  }

  private async readReplies(): Promise<void> {
    const key = this.keys.replies(this.clientId);
    while (!this.closed) {
      let popped: [string, string] | null;
      try {
        popped = await this.reader!.blpop(key, 1);
      } catch {
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (popped) this.deliver(decodeReply(popped[1]));
    }
  }

  private deliver(reply: ReplyEnvelope): void {
    const entry = this.pending.get(reply.id);
    if (!entry) return; // the caller already timed out
    if (reply.err) {
      this.settle(reply.id, 'error', {
        err: new RpcCallError(reply.err.error, reply.err.statusCode, entry.pattern),
      });
    } else {
      this.settle(reply.id, 'ok', { response: reply.response });
    }
  }

  private settle(id: string, outcome: RpcOutcome, packet: WritePacket): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    this.options.onSettled?.(entry.pattern, outcome, Date.now() - entry.startedAt);
    entry.callback({ ...packet, isDisposed: true });
  }
}
