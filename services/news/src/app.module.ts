import { DynamicModule, Module } from '@nestjs/common';
import { NEWS_INGEST_QUEUE } from '@sentilog/contracts';
import { loggerParams, QueueModule, ServiceDatabaseModule } from '@sentilog/platform';
import { LoggerModule } from 'nestjs-pino';
import { FullTextReader } from './articles/full-text.reader';
import { NewsService } from './articles/news.service';
import { StoriesService } from './stories/stories.service';
import { NewsConfig, newsConfigFrom } from './config';
import { AddressGuard } from './fetch/address-guard';
import { RefreshQueue } from './ingestion/refresh-queue';
import { NewsController } from './news.controller';
import { NEWS_ENTITIES, NEWS_MIGRATIONS, NEWS_SCHEMA } from './news-database';
import { NewsRepository } from './news.repository';

@Module({})
export class AppModule {
  /** How the service reads its configuration; bootstrapService parses it before building this. */
  static readonly configFrom = newsConfigFrom;

  /** The news service for a configuration. */
  static forRoot(config: NewsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerParams('news', config.LOG_LEVEL)),
        ServiceDatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: NEWS_SCHEMA,
          entities: NEWS_ENTITIES,
          migrations: NEWS_MIGRATIONS,
        }),
        QueueModule.forRoot({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX }),
        QueueModule.register(NEWS_INGEST_QUEUE),
      ],
      controllers: [NewsController],
      providers: [
        NewsService,
        StoriesService,
        NewsRepository,
        {
          provide: FullTextReader,
          useFactory: () =>
            new FullTextReader(
              {
                timeoutMs: config.NEWS_FETCH_TIMEOUT_MS,
                maxBytes: config.NEWS_PAGE_MAX_BYTES,
                guard: new AddressGuard(config.NEWS_ALLOW_LOOPBACK_FETCH),
              },
              { concurrency: config.NEWS_EXTRACT_CONCURRENCY, waitMs: config.NEWS_EXTRACT_WAIT_MS },
            ),
        },
        RefreshQueue,
      ],
    };
  }
}
