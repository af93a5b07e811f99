import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { NewsIngestedMessage, newsIngestedChannel } from '@sentilog/contracts';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

type Listener = (message: NewsIngestedMessage) => void;

/**
 * Every gateway replica subscribes to the channel the news worker announces runs on and fans each
 * announcement out to its own open streams, so a stream works whichever replica holds it.
 */
@Injectable()
export class NewsEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(NewsEvents.name);
  private readonly listeners = new Set<Listener>();
  private subscriber?: Redis;
  private subscribed?: Promise<void>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: Listener): () => void {
    void this.ensureSubscribed();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once the channel subscription is in place (for callers that must not miss a run);
   * never rejects: a failed subscription is logged, and ioredis subscribes again on reconnect.
   */
  ready(): Promise<void> {
    return this.ensureSubscribed();
  }

  private ensureSubscribed(): Promise<void> {
    if (this.subscribed) return this.subscribed;
    const subscriber = new Redis(this.config.REDIS_URL);
    this.subscriber = subscriber;
    const channel = newsIngestedChannel(this.config.REDIS_PREFIX);
    subscriber.on('message', (_channel: string, raw: string) => this.fanOut(raw));
    subscriber.on('error', (err) => this.logger.warn(`news events: ${err.message}`));
    this.subscribed = subscriber.subscribe(channel).then(
      () => undefined,
      (err: Error) => this.logger.warn(`news events not subscribed: ${err.message}`),
    );
    return this.subscribed;
  }

  private fanOut(raw: string): void {
    let message: NewsIngestedMessage;
    try {
      const parsed = JSON.parse(raw) as Partial<NewsIngestedMessage>;
      if (typeof parsed.count !== 'number') return;
      message = { count: parsed.count };
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  onApplicationShutdown(): void {
    this.listeners.clear();
    this.subscriber?.disconnect();
  }
}
