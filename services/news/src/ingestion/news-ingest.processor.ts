import { Inject, Injectable } from '@nestjs/common';
import {
  JobResult,
  NEWS_INGEST_QUEUE,
  NEWS_PRUNE_JOB,
  NewsIngestedMessage,
  newsIngestedChannel,
  newsListVersionKey,
} from '@sentilog/contracts';
import { InjectQueueRedis, QueueJob, QueueProcessor } from '@sentilog/platform';
import type Redis from 'ioredis';
import { NewsRepository } from '../news.repository';
import { DEFAULT_CLUSTER_OPTIONS } from '../stories/cluster';
import { ArticleClassifier } from './article-classifier';
import { IngestionReport, runIngestion } from './ingestion-run';
import { NEWS_WORKER_OPTIONS, NewsWorkerOptions } from './news-worker-options';

type IngestQueue = typeof NEWS_INGEST_QUEUE;
/** The queue's jobs as the catalogue types them (QueueJobCatalogue in services/contracts). */
export type NewsJob = QueueJob<IngestQueue>;

/** Runs the `news-ingest` queue's jobs: an ingestion run, or the retention prune. */
@Injectable()
export class NewsIngestProcessor implements QueueProcessor<IngestQueue> {
  private readonly store: NewsRepository;
  private readonly classifier: ArticleClassifier;

  constructor(
    @Inject(NEWS_WORKER_OPTIONS) private readonly options: NewsWorkerOptions,
    @InjectQueueRedis() private readonly redis: Redis,
  ) {
    this.store = new NewsRepository(options.dataSource);
    this.classifier = new ArticleClassifier(options.call);
  }

  async process(job: NewsJob): Promise<JobResult<IngestQueue>> {
    const { options, store, redis } = this;
    const { logger } = options;
    if (job.name === NEWS_PRUNE_JOB) {
      const cutoff = new Date(Date.now() - options.retentionDays * 24 * 60 * 60 * 1000);
      const pruned = await store.pruneOlderThan(cutoff);
      if (pruned > 0) await redis.incr(newsListVersionKey(options.redisPrefix));
      logger.info({ pruned }, 'news retention prune');
      return { pruned };
    }
    const report = await runIngestion({
      sources: options.sources,
      store,
      classifier: this.classifier,
      retentionDays: options.retentionDays,
      demo: options.demo,
      stories: options.stories ?? DEFAULT_CLUSTER_OPTIONS,
      logger,
    });
    await this.announce(report);
    logger.info(report, 'news ingestion run');
    return report;
  }

  /** Tells the gateways the list changed (its version), and anyone listening how many came. */
  private async announce(report: IngestionReport): Promise<void> {
    const prefix = this.options.redisPrefix;
    if (report.inserted + report.demoSeeded + report.demoRemoved + report.storied > 0) {
      await this.redis.incr(newsListVersionKey(prefix));
    }
    const message: NewsIngestedMessage = { count: report.inserted + report.demoSeeded };
    await this.redis.publish(newsIngestedChannel(prefix), JSON.stringify(message));
  }
}
