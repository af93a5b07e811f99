import type { JobResult, QueueName } from '@sentilog/contracts';
import type { Logger } from 'pino';
import { QueueJob } from './queue-job';

/**
 * A worker's job handler, an injectable class registered with `QueueModule.registerWorker`: the
 * module makes the BullMQ worker, logs its failures, and closes it on shutdown; the class says
 * only what a job does (and, if it must, what follows a job's end).
 */
export interface QueueProcessor<Q extends QueueName> {
  /** Runs one job; throwing retries it (while attempts are left), UnrecoverableError fails it. */
  process(job: QueueJob<Q>): Promise<JobResult<Q>>;
  /** After a job completed. */
  completed?(job: QueueJob<Q>): Promise<void>;
  /** After a job failed for good: no attempt left, or an UnrecoverableError. */
  failedForGood?(job: QueueJob<Q>): Promise<void>;
}

/** How one worker runs: what every worker of the system used to set by hand. */
export interface QueueWorkerSettings {
  /** Names its log lines: `<label> job failed`, `<label> worker error`, `<label> worker ready`. */
  label: string;
  logger: Logger;
  /** Jobs it runs at once. */
  concurrency: number;
  /** How long a job's lock lasts between renewals (BullMQ's lockDuration). */
  lockDurationMs?: number;
  /** How often it looks for jobs whose worker died (BullMQ's stalledInterval). */
  stalledIntervalMs?: number;
  /** How many times a job may stall (its worker died) and be put back before it fails. */
  maxStalledCount?: number;
  /** Stored on each job it takes (BullMQ's processedBy): which pod and process ran it. */
  workerName?: string;
  /**
   * On shutdown (or `stop(drainMs)`): how long running jobs may still finish before they are
   * handed back to the queue. Unset: the worker waits for every running job.
   */
  drainMs?: number;
}
