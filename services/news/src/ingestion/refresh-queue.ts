import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  bullPrefix,
  JobData,
  JobName,
  JobResult,
  NEWS_INGEST_JOB,
  NEWS_INGEST_QUEUE,
  NewsRefreshQueued,
} from '@sentilog/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';

/** The fixed id makes requests while a refresh is still waiting fold into that one. */
const REFRESH_JOB_ID = 'refresh';

/** The RPC side's end of the `news-ingest` queue: queues an immediate run on request. */
@Injectable()
export class RefreshQueue implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly queue: Queue<
    JobData<typeof NEWS_INGEST_QUEUE>,
    JobResult<typeof NEWS_INGEST_QUEUE>,
    JobName<typeof NEWS_INGEST_QUEUE>
  >;

  constructor(settings: { redisUrl: string; redisPrefix: string }) {
    this.redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(NEWS_INGEST_QUEUE, {
      connection: this.redis,
      prefix: bullPrefix(settings.redisPrefix),
    });
  }

  async refresh(): Promise<NewsRefreshQueued> {
    const job = await this.queue.add(
      NEWS_INGEST_JOB,
      {},
      { jobId: REFRESH_JOB_ID, removeOnComplete: true, removeOnFail: true },
    );
    return { message: 'News refresh queued', jobId: String(job.id) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.redis.disconnect();
  }
}
