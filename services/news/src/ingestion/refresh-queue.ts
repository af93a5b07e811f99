import { Injectable } from '@nestjs/common';
import { NEWS_INGEST_JOB, NEWS_INGEST_QUEUE, NewsRefreshQueued } from '@sentilog/contracts';
import { InjectQueue, QueueProducer } from '@sentilog/platform';

/** The fixed id makes requests while a refresh is still waiting fold into that one. */
const REFRESH_JOB_ID = 'refresh';

/** The RPC side's end of the `news-ingest` queue: queues an immediate run on request. */
@Injectable()
export class RefreshQueue {
  constructor(
    @InjectQueue(NEWS_INGEST_QUEUE)
    private readonly queue: QueueProducer<typeof NEWS_INGEST_QUEUE>,
  ) {}

  async refresh(): Promise<NewsRefreshQueued> {
    const job = await this.queue.add(
      NEWS_INGEST_JOB,
      {},
      { jobId: REFRESH_JOB_ID, removeOnComplete: true, removeOnFail: true },
    );
    return { message: 'News refresh queued', jobId: job.id };
  }
}
