import type { DocumentJobData, DocumentJobResult } from '..';
import { DOCUMENTS_QUEUE } from '../dto/documents';
import { NEWS_INGEST_QUEUE } from '../dto/news.dto';

/** The documents queue's one job: an upload the gateway queued, for the analysis worker to read. */
export const DOCUMENT_JOB = 'analyze';
/** A news ingestion run: on the schedule, or at once on `news.refresh`. */
export const NEWS_INGEST_JOB = 'ingest';
/** Deletes the articles past retention, on its own schedule. */
export const NEWS_PRUNE_JOB = 'prune';

/** What one ingestion run did, kept as the job's result. */
export interface NewsIngestReport {
  sources: number;
  failedSources: number;
  inserted: number;
  demoSeeded: number;
  demoRemoved: number;
  /** New articles placed in stories. */
  storied: number;
}

/** One kind of BullMQ job: what it carries and what its run keeps as its result. */
export interface QueueJob<Data, Result> {
  data: Data;
  result: Result;
}

/**
 * Every BullMQ queue with its jobs, by name: what the side that adds a job and the worker that runs
 * it agree on, as RPC_CATALOGUE is for messages. Types only: BullMQ itself checks nothing.
 */
export interface QueueJobCatalogue {
  [DOCUMENTS_QUEUE]: {
    [DOCUMENT_JOB]: QueueJob<DocumentJobData, DocumentJobResult>;
  };
  [NEWS_INGEST_QUEUE]: {
    [NEWS_INGEST_JOB]: QueueJob<Record<string, never>, NewsIngestReport>;
    [NEWS_PRUNE_JOB]: QueueJob<Record<string, never>, { pruned: number }>;
  };
}

export type QueueName = keyof QueueJobCatalogue;
export type JobName<Q extends QueueName> = keyof QueueJobCatalogue[Q] & string;
type JobOf<Q extends QueueName, N extends JobName<Q>> =
  QueueJobCatalogue[Q][N] extends QueueJob<infer Data, infer Result>
    ? { data: Data; result: Result }
    : never;
/** What a job of queue `Q` (named `N`, or any of its jobs) carries. */
export type JobData<Q extends QueueName, N extends JobName<Q> = JobName<Q>> = JobOf<Q, N>['data'];
/** What a job of queue `Q` (named `N`, or any of its jobs) keeps as its result. */
export type JobResult<Q extends QueueName, N extends JobName<Q> = JobName<Q>> = JobOf<
  Q,
  N
>['result'];
