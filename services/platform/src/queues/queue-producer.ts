import type { JobData, JobName, QueueName } from '@sentilog/contracts';
import { JobsOptions, JobState, Queue, RepeatOptions } from 'bullmq';
import { QueueConnection } from './queue-connection';
import { JobSnapshot } from './queue-job';

/**
 * The injectable end of one queue for the side that adds and reads jobs
 * (`QueueModule.register(name)`, then `@InjectQueue(name) queue: QueueProducer<typeof name>`):
 * the job names and data are checked against the catalogue (QueueJobCatalogue), so a producer
 * and the worker that runs its jobs cannot disagree.
 */
export class QueueProducer<Q extends QueueName> {
  private readonly queue: Queue;
  /** REDIS_PREFIX, for keys kept beside the jobs (an upload's bytes, who may read a job). */
  readonly redisPrefix: string;

  constructor(
    readonly name: Q,
    connection: QueueConnection,
  ) {
    this.redisPrefix = connection.redisPrefix;
    this.queue = new Queue(name, { connection: connection.redis, prefix: connection.bullPrefix });
    connection.closeOnShutdown(this.queue);
  }

  /** Adds a job; with `opts.jobId`, a job already under that id is kept and answered instead. */
  async add<N extends JobName<Q>>(
    name: N,
    data: JobData<Q, N>,
    opts?: JobsOptions,
  ): Promise<{ id: string }> {
    const job = await this.queue.add(name, data, opts);
    return { id: String(job.id) };
  }

  /** Whether a job is under this id (in any state BullMQ still keeps). */
  async has(id: string): Promise<boolean> {
    return (await this.queue.getJob(id)) !== undefined;
  }

  /** The job's state and progress, or undefined when BullMQ keeps no job under this id. */
  async snapshot(id: string): Promise<JobSnapshot | undefined> {
    const job = await this.queue.getJob(id);
    if (!job) return undefined;
    const state = await job.getState();
    return {
      id,
      state,
      progress: job.progress,
      ...(job.failedReason !== undefined && { failedReason: job.failedReason }),
    };
  }

  /** BullMQ's state of the job; 'unknown' when no job is under this id. */
  state(id: string): Promise<JobState | 'unknown'> {
    return this.queue.getJobState(id);
  }

  /** How many jobs are in each of `states`. */
  counts(...states: JobState[]): Promise<Record<string, number>> {
    return this.queue.getJobCounts(...states);
  }

  /**
   * Makes or updates the repeating job `schedulerId`: every replica that calls it leaves one
   * schedule, and each run is one job, taken by one worker.
   */
  async schedule<N extends JobName<Q>>(
    schedulerId: string,
    repeat: Omit<RepeatOptions, 'key'>,
    job: { name: N; data?: JobData<Q, N>; opts?: Omit<JobsOptions, 'jobId' | 'repeat'> },
  ): Promise<void> {
    await this.queue.upsertJobScheduler(schedulerId, repeat, job);
  }
}
