import { baseEnv, booleanString, ConfigError, parseConfig, z } from '@sentilog/platform';
import { parseFeedList } from './feeds/feed-config';
import type { FeedSource } from './feeds/feed-source';
import { DEFAULT_CLUSTER_OPTIONS } from './stories/cluster';

export const newsEnv = {
  ...baseEnv,
  /** Feeds to read: a JSON list of `{name, url, category}`, or the path of a file holding one. */
  NEWS_FEEDS: z.string().optional(),
  /** Minutes between scheduled ingestion runs. */
  NEWS_REFRESH_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Articles published longer ago than this are pruned (and not ingested). */
  NEWS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Seeds demo articles when no feed can be reached and there are none yet. */
  NEWS_DEMO: booleanString.default('true'),
  /** Optional providers, used only when their keys are set. */
  NEWS_API_KEY: z.string().optional(),
  GUARDIAN_API_KEY: z.string().optional(),
  NEWS_API_URL: z.string().url().default('https://newsapi.org/v2/top-headlines'),
  GUARDIAN_API_URL: z.string().url().default('https://content.guardianapis.com/search'),
  /** Time budget of one feed or article page request, including redirects. */
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Largest feed document read; a larger one is cut off and skipped. */
  NEWS_FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(5 * 1024 * 1024),
  /** Largest article page read for full-text extraction. */
  NEWS_PAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(2 * 1024 * 1024),
  /** Article pages fetched and parsed (jsdom) at once for full text; each can cost much memory. */
  NEWS_EXTRACT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long an article open waits for a free extraction before answering with the stored text. */
  NEWS_EXTRACT_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** Items taken from one feed per run (feeds list newest first). */
  NEWS_MAX_ITEMS_PER_FEED: z.coerce.number().int().min(1).max(10_000).default(100),
  /**
   * Lets article-page fetches reach loopback addresses (private ranges stay refused). Only for
   * tests, whose pages are served on 127.0.0.1; refused in production.
   */
  NEWS_ALLOW_LOOPBACK_FETCH: booleanString.default('false'),
  /**
   * Least cosine between a new article's sentence vector and a story's centroid for it to join the
   * story (chosen on the labelled sample: `npm run bench -- stories`, bench/README.md).
   */
  NEWS_STORY_SIMILARITY: z.coerce.number().min(0).max(1).default(DEFAULT_CLUSTER_OPTIONS.threshold),
  /** Hours an article may be published before or after a story's articles and still join it. */
  NEWS_STORY_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(DEFAULT_CLUSTER_OPTIONS.windowMs / 3_600_000),
};

/**
 * Parses the news service's (and its worker's) variables and reads the feed list; throws a
 * ConfigError naming the first bad one.
 */
export function newsConfigFrom(env: NodeJS.ProcessEnv) {
  const config = parseConfig(newsEnv, env);
  if (config.NODE_ENV === 'production' && config.NEWS_ALLOW_LOOPBACK_FETCH) {
    throw new ConfigError(
      'Configuration error: NEWS_ALLOW_LOOPBACK_FETCH ("true") is invalid: not allowed in production',
    );
  }
  return { ...config, feeds: feedsFrom(config.NEWS_FEEDS) };
}

function feedsFrom(value: string | undefined): FeedSource[] {
  try {
    return parseFeedList(value);
  } catch (err) {
    throw new ConfigError(`Configuration error: NEWS_FEEDS is invalid: ${(err as Error).message}`);
  }
}

export type NewsConfig = ReturnType<typeof newsConfigFrom>;
