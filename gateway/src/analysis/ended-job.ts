import type { DocumentJobData, DocumentJobResult } from '@sentilog/contracts';
import type { Job, Queue } from 'bullmq';

type DocumentJob = Job<DocumentJobData, DocumentJobResult>;

/** A finished job with its outcome in its record. */
export interface EndedJob {
  state: 'completed' | 'failed';
  job: DocumentJob;
}

/**
 * The job's record once it has ended, 'running' before, 'missing' when it is gone. The state is
 * read first and the record after it: read the other way round, a job that ends between the two
 * reads pairs 'completed' or 'failed' with the running job's record, which has no return value or
 * failure reason yet (an upload then answered 500 under load).
 */
export async function readEndedJob(
  queue: Pick<Queue<DocumentJobData, DocumentJobResult>, 'getJobState' | 'getJob'>,
  id: string,
): Promise<EndedJob | 'running' | 'missing'> {
  const state = await queue.getJobState(id);
  if (state === 'unknown') return 'missing';
  if (state !== 'completed' && state !== 'failed') return 'running';
  const job = (await queue.getJob(id)) as DocumentJob | undefined;
  return job ? { state, job } : 'missing';
}
