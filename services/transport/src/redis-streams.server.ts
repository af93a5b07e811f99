import {
  BaseRpcContext,
  CustomTransportStrategy,
  MessageHandler,
  Server,
} from '@nestjs/microservices';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { lastValueFrom } from 'rxjs';
import { BUSY_MESSAGE } from './errors';
import {
  consumerGroup,
  DEFAULT_PREFIX,
  pingPattern,
  serviceOfPattern,
  transportKeys,
  TransportKeys,
} from './keys';
import { requestContext } from './request-context';
import {
  decodeEvent,
  decodeRequest,
  encodeReply,
  ReplyEnvelope,
  StreamEntry,
  StreamReadReply,
  toWireError,
} from './wire';

export interface RedisStreamsServerOptions {
  /** Service name: the request stream and the consumer group in every stream it reads. */
  service: string;
  redisUrl: string;
  prefix?: string;
  /** Unique per process; defaults to host, pid and a random suffix. */
  consumer?: string;
  /**
   * A message whose consumer has not refreshed it for this long is taken over by another one.
   * Consumers refresh what they are working on every third of this, so it only has to outlast a
   * missed refresh or two, and should be a small fraction of the callers' deadline (RPC_TIMEOUT_MS):
   * a request held by a dead replica is then completed by another one well before its caller gives up.
   */
  visibilityTimeoutMs?: number;
  /** Messages handled at once by this process (DEFAULT_CONCURRENCY). */
  concurrency?: number;
  /** How long one blocking read waits; bounds how quickly close() returns. */
  blockMs?: number;
  /**
   * Patterns this process serves from request streams of their own: each lane is a service name
   * (`analysis-batch` serves `analysis-batch.texts`) read through its own consumer group with its
   * own concurrency, by the same handlers. Its requests never take the main stream's slots nor
   * wait in its stream, so one kind of work cannot hold up the others.
   */
  lanes?: { service: string; concurrency: number }[];
}

interface InFlight {
  stream: string;
  id: string;
}

const REPLY_TTL_MS = 60_000;
/**
 * See `visibilityTimeoutMs`: three missed refreshes, and well inside the callers' default deadline
 * (RPC_TIMEOUT_MS, 5 s), so a dead replica's request is taken over 2 to 3 s after it died.
 */
export const DEFAULT_VISIBILITY_TIMEOUT_MS = 2_000;
/**
 * Messages one process reads and handles at once: it reads no more than it has free slots, so a
 * replica never holds more than this many of its group's pending entries (the autoscaler's target
 * per replica must stay below it, or it could never be exceeded).
 */
export const DEFAULT_CONCURRENCY = 16;
/** How long close() lets in-flight handlers finish (and keeps them claimed) before disconnecting. */
const DRAIN_TIMEOUT_MS = 25_000;

/**
 * NestJS transport strategy over Redis Streams with consumer groups (see docs/architecture.md,
 * "Messaging"): each request is handled by exactly one replica, a message whose consumer died is
 * claimed by another after the visibility timeout, and events are durable per subscribing service.
 * A live consumer keeps refreshing the messages it works on, so the timeout measures silence, not
 * work. Handlers must still be safe to run twice: a process that stalls (a blocked event loop)
 * longer than the timeout loses its messages to another replica.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  private readonly keys: TransportKeys;
  private readonly group: string;
  private readonly consumer: string;
  private readonly visibilityTimeoutMs: number;
  private readonly concurrency: number;
  private readonly blockMs: number;
  private commands?: Redis;
  private reader?: Redis;
  private streams: string[] = [];
  private readonly inFlight = new Map<string, InFlight>();
  private reclaimTimer?: NodeJS.Timeout;
  private heartbeatTimer?: NodeJS.Timeout;
  private closing = false;
  private readLoop?: Promise<void>;
  private slotFreed?: () => void;
  private readonly lanes: RedisStreamsServer[] = [];

  constructor(private readonly options: RedisStreamsServerOptions) {
    super();
    this.keys = transportKeys(options.prefix ?? DEFAULT_PREFIX);
    this.group = consumerGroup(options.service);
    this.consumer = options.consumer ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.visibilityTimeoutMs = options.visibilityTimeoutMs ?? DEFAULT_VISIBILITY_TIMEOUT_MS;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.blockMs = options.blockMs ?? 2_000;
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      this.commands = new Redis(this.options.redisUrl, { lazyConnect: true });
      this.reader = this.commands.duplicate();
      await Promise.all([this.commands.connect(), this.reader.connect()]);
      this.streams = [this.requestStream, ...this.eventPatterns().map((e) => this.keys.events(e))];
      await Promise.all(this.streams.map((stream) => this.ensureGroup(stream)));
      this.readLoop = this.runReadLoop();
      this.reclaimTimer = setInterval(
        () => void this.reclaimAbandoned(),
        Math.max(250, this.visibilityTimeoutMs / 2),
      );
      this.heartbeatTimer = setInterval(
        () => void this.extendInFlight(),
        Math.max(100, this.visibilityTimeoutMs / 3),
      );
      await this.listenToLanes();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /**
   * Stops reading, lets in-flight handlers finish and reply (still refreshing their messages, so
   * no other replica takes them meanwhile), then disconnects.
   */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const lanesClosed = Promise.all(this.lanes.map((lane) => lane.close()));
    clearInterval(this.reclaimTimer);
    this.slotFreed?.();
    this.reader?.disconnect();
    await this.readLoop?.catch(() => undefined);
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (this.inFlight.size > 0 && Date.now() < deadline) await delay(20);
    clearInterval(this.heartbeatTimer);
    this.commands?.disconnect();
    await lanesClosed;
  }

  /** Starts a server per lane, with this server's handlers of the lane's patterns. */
  private async listenToLanes(): Promise<void> {
    for (const { service, concurrency } of this.options.lanes ?? []) {
      const lane = new RedisStreamsServer({ ...this.options, service, concurrency, lanes: [] });
      for (const [pattern, handler] of this.getHandlers()) {
        if (!handler.isEventHandler && serviceOfPattern(pattern) === service) {
          lane.addHandler(pattern, handler);
        }
      }
      await new Promise<void>((resolve, reject) =>
        lane.listen((err) => (err ? reject(err as Error) : resolve())),
      );
      this.lanes.push(lane);
    }
  }

  on(): never {
    throw new Error('RedisStreamsServer does not expose transport events');
  }

  unwrap<T>(): T {
    return this.commands as T;
  }

  private get requestStream(): string {
    return this.keys.requests(this.options.service);
  }

  private eventPatterns(): string[] {
    return [...this.getHandlers()].filter(([, h]) => h.isEventHandler).map(([pattern]) => pattern);
  }

  private async ensureGroup(stream: string): Promise<void> {
    try {
      // From the start of the stream: events published before this service ever ran are
      // delivered too, and stale requests are dropped by their deadline.
      await this.commands!.xgroup('CREATE', stream, this.group, '0', 'MKSTREAM');
    } catch (err) {
      if (!String(err).includes('BUSYGROUP')) throw err;
    }
  }

  private async runReadLoop(): Promise<void> {
    while (!this.closing) {
      const free = this.concurrency - this.inFlight.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (this.slotFreed = resolve));
        continue;
      }
      let reply: StreamReadReply;
      try {
        reply = (await this.reader!.call(
          'XREADGROUP',
          'GROUP',
          this.group,
          this.consumer,
          'COUNT',
          free,
          'BLOCK',
          this.blockMs,
          'STREAMS',
          ...this.streams,
          ...this.streams.map(() => '>'),
        )) as StreamReadReply;
      } catch (err) {
        if (this.closing) return;
        if (String(err).includes('NOGROUP')) {
          // Redis lost its data (a restart without persistence, a flush): the streams and their
          // consumer groups are gone. Recreated, the service answers again by itself.
          this.logger.warn(`${this.options.service}: consumer groups are gone; recreating them`);
          await Promise.all(this.streams.map((stream) => this.ensureGroup(stream))).catch(
            () => undefined,
          );
          continue;
        }
        this.logger.error(`Reading ${this.options.service} streams failed: ${String(err)}`);
        await delay(1_000);
        continue;
      }
      for (const [stream, entries] of reply ?? []) this.dispatch(stream, entries);
    }
  }

  private dispatch(stream: string, entries: StreamEntry[]): void {
    for (const [id, fields] of entries) {
      if (this.inFlight.has(id)) continue;
      if (!fields) {
        // The entry was trimmed away while pending; nothing is left to do but acknowledge it.
        void this.acknowledge(stream, id);
        continue;
      }
      this.inFlight.set(id, { stream, id });
      const work =
        stream === this.requestStream
          ? this.handleRequestEntry(fields)
          : this.handleEventEntry(fields);
      void work
        .then((done) => (done ? this.acknowledge(stream, id) : undefined))
        .catch((err) => this.logger.error(`Message ${id} on ${stream} failed: ${String(err)}`))
        .finally(() => {
          this.inFlight.delete(id);
          this.slotFreed?.();
        });
    }
  }

  /** Returns whether the message may be acknowledged. */
  private async handleRequestEntry(fields: string[]): Promise<boolean> {
    const request = decodeRequest(fields);
    if (Date.now() > request.deadline) return true;
    if (request.startBy !== undefined && Date.now() > request.startBy) {
      // Waited in the stream past the caller's bound: every replica is saturated. Saying so at
      // once costs nothing and tells the caller when to come back (Retry-After at the gateway).
      await this.reply(request.replyTo, {
        id: request.id,
        err: { statusCode: 503, error: BUSY_MESSAGE },
      });
      return true;
    }
    const context = { requestId: request.requestId, messageId: request.id };
    const reply = await requestContext.run(context, async () => {
      if (request.pattern === pingPattern(this.options.service)) {
        return {
          id: request.id,
          response: { service: this.options.service, consumer: this.consumer },
        };
      }
      const handler = this.getHandlerByPattern(request.pattern);
      if (!handler || handler.isEventHandler) {
        return {
          id: request.id,
          err: { statusCode: 501, error: `No handler for ${request.pattern}` },
        };
      }
      try {
        return {
          id: request.id,
          response: await this.invoke(handler, request.data, request.pattern),
        };
      } catch (err) {
        return { id: request.id, err: toWireError(err) };
      }
    });
    await this.reply(request.replyTo, reply);
    return true;
  }

  private async reply(replyTo: string, reply: ReplyEnvelope): Promise<void> {
    await this.commands!.multi()
      .rpush(replyTo, encodeReply(reply))
      .pexpire(replyTo, REPLY_TTL_MS)
      .exec();
  }

  /** Event handlers that throw leave the event pending, so it is retried after the visibility timeout. */
  private async handleEventEntry(fields: string[]): Promise<boolean> {
    const event = decodeEvent(fields);
    let handler: MessageHandler | undefined = this.getHandlerByPattern(event.pattern) ?? undefined;
    await requestContext.run({ requestId: event.requestId }, async () => {
      for (; handler; handler = handler.next) await this.invoke(handler, event.data, event.pattern);
    });
    return true;
  }

  private async invoke(handler: MessageHandler, data: unknown, pattern: string): Promise<unknown> {
    const context = new BaseRpcContext([pattern]);
    return lastValueFrom(this.transformToObservable(await handler(data, context)), {
      defaultValue: undefined,
    });
  }

  private async acknowledge(stream: string, id: string): Promise<void> {
    // One group per request stream, so a handled request can go; event streams are shared by
    // several groups and are trimmed by length instead.
    const tx = this.commands!.multi().xack(stream, this.group, id);
    if (stream === this.requestStream) tx.xdel(stream, id);
    await tx.exec();
  }

  /** Takes over messages that a dead or stuck consumer has held longer than the visibility timeout. */
  private async reclaimAbandoned(): Promise<void> {
    if (this.closing) return;
    for (const stream of this.streams) {
      try {
        const [, entries] = (await this.commands!.call(
          'XAUTOCLAIM',
          stream,
          this.group,
          this.consumer,
          this.visibilityTimeoutMs,
          '0-0',
          'COUNT',
          Math.max(1, this.concurrency - this.inFlight.size),
        )) as [string, StreamEntry[]];
        if (entries.length > 0) this.dispatch(stream, entries);
      } catch (err) {
        // A missing group is the read loop's to recreate.
        if (!this.closing && !String(err).includes('NOGROUP')) {
          this.logger.error(`Reclaiming on ${stream} failed: ${String(err)}`);
        }
      }
    }
  }

  /** Resets the idle time of messages still being worked on, so no other replica claims them. */
  private async extendInFlight(): Promise<void> {
    if (this.inFlight.size === 0) return;
    const byStream = new Map<string, string[]>();
    for (const { stream, id } of this.inFlight.values()) {
      byStream.set(stream, [...(byStream.get(stream) ?? []), id]);
    }
    for (const [stream, ids] of byStream) {
      await this.commands!.call(
        'XCLAIM',
        stream,
        this.group,
        this.consumer,
        0,
        ...ids,
        'JUSTID',
      ).catch(() => undefined);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
