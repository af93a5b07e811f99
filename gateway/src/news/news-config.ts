import { z } from '@sentilog/platform';

/** Stated in the OpenAPI document, which is built from decorators and so cannot show an override. */
export const DEFAULT_NEWS_STREAMS_PER_ADDRESS = 5;

/** The gateway's news settings, part of its configuration (see gatewayEnv). */
export const gatewayNewsEnv = {
  /** Refresh requests one client address may make per minute. */
  NEWS_REFRESH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /** How long a list answer is reused from Redis; an ingestion run that changes the list ends it sooner. */
  NEWS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  /** A comment this often keeps a quiet event stream open through proxies that drop idle ones. */
  NEWS_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** Event streams one client address may hold open at once (each holds a socket and a timer). */
  NEWS_STREAM_MAX_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(DEFAULT_NEWS_STREAMS_PER_ADDRESS),
  /**
   * Event streams this replica holds open in all, whoever asks: each costs a socket, a listener
   * and a timer, so the total is bounded as well as each address's share.
   */
  NEWS_STREAM_MAX_TOTAL: z.coerce.number().int().min(1).max(100_000).default(1_000),
};
