import { rpcTimeoutsMs } from '@sentilog/contracts';
import {
  createRpcClient,
  openMigratedDataSource,
  RpcCaller,
  serviceDataSourceOptions,
  startWorker,
} from '@sentilog/platform';
import { newsConfigFrom } from './config';
import { articleSources } from './ingestion/article-sources';
import { startNewsWorker } from './ingestion/news-worker';
import { NEWS_ENTITIES, NEWS_MIGRATIONS, NEWS_SCHEMA } from './news-database';

void startWorker({
  name: 'news-worker',
  configFrom: newsConfigFrom,
  env: process.env,
  async start({ config, logger }) {
    const dataSource = await openMigratedDataSource(
      serviceDataSourceOptions({
        url: config.DATABASE_URL,
        schema: NEWS_SCHEMA,
        entities: NEWS_ENTITIES,
        migrations: NEWS_MIGRATIONS,
      }),
      NEWS_SCHEMA,
    );
    // The catalogue's timeouts: a news batch (sentiment, bias, embed) waits up to a minute.
    const analysis = createRpcClient(config, { patternTimeoutsMs: rpcTimeoutsMs() });
    const running = await startNewsWorker({
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      dataSource,
      call: new RpcCaller(analysis).call,
      sources: articleSources({
        feeds: config.feeds,
        maxItemsPerFeed: config.NEWS_MAX_ITEMS_PER_FEED,
        timeoutMs: config.NEWS_FETCH_TIMEOUT_MS,
        maxBytes: config.NEWS_FEED_MAX_BYTES,
        newsApiKey: config.NEWS_API_KEY,
        newsApiUrl: config.NEWS_API_URL,
        guardianApiKey: config.GUARDIAN_API_KEY,
        guardianApiUrl: config.GUARDIAN_API_URL,
      }),
      retentionDays: config.NEWS_RETENTION_DAYS,
      demo: config.NEWS_DEMO,
      stories: {
        threshold: config.NEWS_STORY_SIMILARITY,
        windowMs: config.NEWS_STORY_WINDOW_HOURS * 60 * 60 * 1000,
      },
      schedule: { refreshMinutes: config.NEWS_REFRESH_MINUTES },
      logger,
    });
    return {
      checks: {
        postgres: () => dataSource.query('SELECT 1'),
        redis: () => running.redis.ping(),
        worker: async () => {
          if (!running.worker.isRunning()) throw new Error('not running');
        },
      },
      async close() {
        await running.close();
        await analysis.close();
        await dataSource.destroy();
      },
    };
  },
});
