import type { DocumentJobData, DocumentJobResult } from '@sentilog/contracts';
import type { Job, Queue } from 'bullmq';
import { readEndedJob } from './ended-job';

type FakeQueue = Pick<Queue<DocumentJobData, DocumentJobResult>, 'getJobState' | 'getJob'>;

/**
 * A queue whose one job ends, with `outcome`, just after the first read of it, whichever read that
 * is: the race that a busy Redis widens.
 */
function queueEndingAfterFirstRead(outcome: 'completed' | 'failed'): FakeQueue {
  let ended = false;
  const read = <T>(value: () => T): Promise<T> => {
    const answer = value();
    ended = true;
    return Promise.resolve(answer);
  };
  const record = () =>
    (ended
      ? outcome === 'completed'
        ? { returnvalue: { jobId: 'j', textLength: 4 } }
        : { failedReason: 'why it failed' }
      : { returnvalue: null, failedReason: undefined }) as unknown as Job;
  return {
    getJobState: () => read(() => (ended ? outcome : 'active')),
    getJob: () => read(record),
  } as FakeQueue;
}

describe('readEndedJob', () => {
  it.each(['completed', 'failed'] as const)(
    'never pairs %s with the record of the running job',
    async (outcome) => {
      const queue = queueEndingAfterFirstRead(outcome);
      expect(await readEndedJob(queue, 'j')).toBe('running');
      const ended = await readEndedJob(queue, 'j');
      expect(ended).not.toBe('running');
      if (ended === 'running' || ended === 'missing') return;
      expect(ended.state).toBe(outcome);
      if (outcome === 'completed')
        expect(ended.job.returnvalue).toEqual({ jobId: 'j', textLength: 4 });
      else expect(ended.job.failedReason).toBe('why it failed');
    },
  );

  it('calls a job missing when Redis no longer knows it, or lost its record after ending', async () => {
    const unknown = {
      getJobState: () => Promise.resolve('unknown'),
      getJob: () => Promise.resolve(undefined),
    } as unknown as FakeQueue;
    expect(await readEndedJob(unknown, 'j')).toBe('missing');
    const removed = {
      getJobState: () => Promise.resolve('completed'),
      getJob: () => Promise.resolve(undefined),
    } as unknown as FakeQueue;
    expect(await readEndedJob(removed, 'j')).toBe('missing');
  });
});
