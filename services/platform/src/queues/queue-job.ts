import type { JobData, JobName, JobResult, QueueName } from '@sentilog/contracts';
import type { Job, JobState } from 'bullmq';

/**
 * A job of queue `Q` as its processor sees it, typed by the catalogue (QueueJobCatalogue): its
 * data, its name, its id, and `updateProgress`. BullMQ's own class, so nothing is copied.
 */
export type QueueJob<Q extends QueueName, N extends JobName<Q> = JobName<Q>> = Job<
  JobData<Q, N>,
  JobResult<Q, N>,
  N
>;

/** Where a job stands, read from outside it (by whoever queued it, or answers for it). */
export interface JobSnapshot {
  id: string;
  /** BullMQ's state: waiting, prioritized, active, delayed, completed, failed, ... */
  state: JobState | 'unknown';
  progress: number | object | string | boolean;
  /** Why it failed (its last attempt's error message), once it has. */
  failedReason?: string;
}

/**
 * Thrown by a processor for a job that no retry can mend (a broken file): the job fails at once,
 * whatever attempts it had left. BullMQ's own class, re-exported so no service imports bullmq.
 */
export { UnrecoverableError } from 'bullmq';
export type { JobState, JobsOptions } from 'bullmq';
