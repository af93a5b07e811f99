import {
  APP_JOBS,
  DocumentAnalysis,
  DocumentJobAccess,
  encodeJobFailure,
} from '@sentilog/contracts';
import type { JobSnapshot, QueueProducer } from '@sentilog/platform';
import type Redis from 'ioredis';
import type { AnalysisRepository } from '../analysis.repository';
import { DocumentJobsService } from './document-jobs.service';

const ID = '0b7c6a7e-4f3b-4a55-9d0e-5b1c2f3a4d5e';
const ann: DocumentJobAccess = { routes: 'api', userId: 'ann' };

/** The service over fakes: the job's snapshots in turn, its access record, its stored result. */
function service(options: {
  snapshots?: (JobSnapshot | undefined)[];
  recorded?: DocumentJobAccess | null;
  result?: DocumentAnalysis | null;
}) {
  const snapshots = [...(options.snapshots ?? [])];
  const queue = {
    redisPrefix: 'test',
    snapshot: jest.fn(async () => snapshots.shift()),
    state: jest.fn(async () => 'unknown'),
  } as unknown as QueueProducer<'documents'>;
  const redis = {
    get: async () =>
      options.recorded === undefined ? JSON.stringify(APP_JOBS) : JSON.stringify(options.recorded),
  } as unknown as Redis;
  const results = {
    findDocumentResult: jest.fn(async () => options.result ?? null),
  } as unknown as AnalysisRepository;
  return new DocumentJobsService(queue, redis, results);
}

describe('DocumentJobsService.status', () => {
  it('answers a running job with its state and progress', async () => {
    const jobs = service({ snapshots: [{ id: ID, state: 'active', progress: 40 }] });
    expect(await jobs.status(ID, APP_JOBS)).toEqual({ state: 'active', progress: 40 });
  });

  it('answers a finished job with its stored result', async () => {
    const result = { jobId: ID } as unknown as DocumentAnalysis;
    const jobs = service({ snapshots: [{ id: ID, state: 'completed', progress: 100 }], result });
    expect(await jobs.status(ID, APP_JOBS)).toEqual({ state: 'completed', progress: 100, result });
  });

  it("answers a failed job with its reason, read again after the state (the failure's own record)", async () => {
    const failedReason = encodeJobFailure({ statusCode: 422, error: 'This PDF is encrypted.' });
    const jobs = service({
      snapshots: [
        { id: ID, state: 'failed', progress: 30 },
        { id: ID, state: 'failed', progress: 30, failedReason },
      ],
    });
    expect(await jobs.status(ID, APP_JOBS)).toEqual({
      state: 'failed',
      progress: 30,
      error: 'This PDF is encrypted.',
    });
  });

  it('answers null to someone the job does not answer, and for a malformed id, without reading it', async () => {
    const jobs = service({ recorded: ann, snapshots: [{ id: ID, state: 'active', progress: 1 }] });
    expect(await jobs.status(ID, { routes: 'api', userId: 'bob' })).toBeNull();
    expect(await jobs.status(ID, APP_JOBS)).toBeNull();
    expect(await jobs.status('not-a-uuid', ann)).toBeNull();
    expect(await jobs.status(ID, ann)).toEqual({ state: 'active', progress: 1 });
  });
});
