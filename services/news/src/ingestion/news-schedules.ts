import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { NEWS_INGEST_JOB, NEWS_INGEST_QUEUE, NEWS_PRUNE_JOB } from '@sentilog/contracts';
import { InjectQueue, QueueProducer } from '@sentilog/platform';
import { NEWS_WORKER_OPTIONS, NewsWorkerOptions } from './news-worker-options';

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * The repeatable ingest and prune jobs, when the options ask for them (the worker process does;
 * tests add jobs themselves). Upserted under fixed ids, so every replica registering them leaves
 * one schedule; each run is one job, taken by one worker.
 */
@Injectable()
export class NewsSchedules implements OnApplicationBootstrap {
  constructor(
    @Inject(NEWS_WORKER_OPTIONS) private readonly options: NewsWorkerOptions,
    @InjectQueue(NEWS_INGEST_QUEUE)
    private readonly queue: QueueProducer<typeof NEWS_INGEST_QUEUE>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const schedule = this.options.schedule;
    if (!schedule) return;
    const kept = { removeOnComplete: 50, removeOnFail: 50 };
    await this.queue.schedule(
      'news-ingest',
      { every: schedule.refreshMinutes * 60 * 1000 },
      { name: NEWS_INGEST_JOB, opts: kept },
    );
    await this.queue.schedule(
      'news-prune',
      { every: PRUNE_EVERY_MS },
      { name: NEWS_PRUNE_JOB, opts: kept },
    );
  }
}
