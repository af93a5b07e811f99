import type { RpcCall } from '@sentilog/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ClusterOptions } from '../stories/cluster';
import type { ArticleSource } from './ingestion-run';

export interface NewsWorkerOptions {
  redisUrl: string;
  redisPrefix: string;
  dataSource: DataSource;
  /** How to call the analysis service (the typed client's call). */
  call: RpcCall;
  sources: readonly ArticleSource[];
  retentionDays: number;
  demo: boolean;
  /** How new articles are grouped into stories (default DEFAULT_CLUSTER_OPTIONS). */
  stories?: ClusterOptions;
  /** Registers the repeatable ingest and prune jobs (the worker process does; tests add jobs). */
  schedule?: { refreshMinutes: number };
  logger: Logger;
}

/** Provider token of the news worker's options (NewsWorkerModule.forRoot). */
export const NEWS_WORKER_OPTIONS = Symbol('NewsWorkerOptions');
