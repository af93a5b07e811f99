import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { NewsListPage, NewsListQuery, newsListVersionKey } from '@sentilog/contracts';
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { newsListCacheKeyPart } from './news-list-cache-key';

/** A list answer ready to send: the articles' JSON as bytes, its ETag and the next page's cursor. */
export interface NewsListBytes {
  body: Buffer;
  etag: string;
  nextCursor?: string;
}

/** Pages kept in this process (each about 100 articles, some tens of kB). */
const LOCAL_PAGES = 200;

/**
 * List answers shared by every gateway replica through Redis. The key holds the list version the
 * news worker raises whenever a run changes the articles, so an ingestion ends every cached
 * answer at once without anyone deleting keys. Each replica also keeps the hottest pages as the
 * bytes it sends, so a cached page is neither parsed nor serialised again (docs/architecture.md,
 * "Serving").
 */
@Injectable()
export class NewsListCache implements OnApplicationShutdown {
  private readonly logger = new Logger(NewsListCache.name);
  private readonly redis: Redis;
  private readonly local = new LRUCache<string, NewsListBytes>({ max: LOCAL_PAGES });

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  }

  /**
   * The cached page, else `load()`'s (then cached when the query is one the News page makes). A
   * cache that fails is skipped, not an error.
   */
  async getOrLoad(query: NewsListQuery, load: () => Promise<NewsListPage>): Promise<NewsListBytes> {
    const ttl = this.config.NEWS_CACHE_SECONDS;
    const part = newsListCacheKeyPart(query);
    if (ttl === 0 || part === undefined) return toBytes(await load());
    let key: string | undefined;
    try {
      // The version is read every time (one small GET), so a finished run shows at once.
      const version = (await this.redis.get(newsListVersionKey(this.config.REDIS_PREFIX))) ?? '0';
      key = `${this.config.REDIS_PREFIX}:gateway:news-list:${version}:${part}`;
      const local = this.local.get(key);
      if (local) return local;
      const cached = await this.redis.get(key);
      if (cached) return this.keep(key, toBytes(JSON.parse(cached) as NewsListPage));
    } catch (err) {
      this.logger.warn(`news list cache not read: ${(err as Error).message}`);
    }
    const page = await load();
    if (!key) return toBytes(page);
    await this.redis
      .set(key, JSON.stringify(page), 'EX', ttl)
      .catch((err: Error) => this.logger.warn(`news list cache not written: ${err.message}`));
    return this.keep(key, toBytes(page));
  }

  private keep(key: string, bytes: NewsListBytes): NewsListBytes {
    // Never longer than the shared copy: NEWS_CACHE_SECONDS bounds how stale a page may be.
    this.local.set(key, bytes, { ttl: this.config.NEWS_CACHE_SECONDS * 1000 });
    return bytes;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

function toBytes(page: NewsListPage): NewsListBytes {
  const body = Buffer.from(JSON.stringify(page.articles));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, nextCursor: page.nextCursor };
}
