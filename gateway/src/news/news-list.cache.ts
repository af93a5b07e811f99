import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { NewsListPage, newsListVersionKey } from '@sentilog/contracts';
import { NewsListQuery } from './dto/news.dto';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { newsListCacheKeyPart } from './news-list-cache-key';

/**
 * List answers shared by every gateway replica through Redis. The key holds the list version the
 * news worker raises whenever a run changes the articles, so an ingestion ends every cached
 * answer at once without anyone deleting keys.
 */
@Injectable()
export class NewsListCache implements OnApplicationShutdown {
  private readonly logger = new Logger(NewsListCache.name);
  private readonly redis: Redis;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  }

  /**
   * The cached page, else `load()`'s (then cached when the query is one the News page makes). A
   * cache that fails is skipped, not an error.
   */
  async getOrLoad(query: NewsListQuery, load: () => Promise<NewsListPage>): Promise<NewsListPage> {
    const ttl = this.config.NEWS_CACHE_SECONDS;
    const part = newsListCacheKeyPart(query);
    if (ttl === 0 || part === undefined) return load();
    let key: string | undefined;
    try {
      const version = (await this.redis.get(newsListVersionKey(this.config.REDIS_PREFIX))) ?? '0';
      key = `${this.config.REDIS_PREFIX}:gateway:news-list:${version}:${part}`;
      const cached = await this.redis.get(key);
      if (cached) return JSON.parse(cached) as NewsListPage;
    } catch (err) {
      this.logger.warn(`news list cache not read: ${(err as Error).message}`);
    }
    const page = await load();
    if (key) {
      await this.redis
        .set(key, JSON.stringify(page), 'EX', ttl)
        .catch((err: Error) => this.logger.warn(`news list cache not written: ${err.message}`));
    }
    return page;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
