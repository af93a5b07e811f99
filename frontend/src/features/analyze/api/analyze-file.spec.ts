import { httpError } from '../../../testing/test-utils';
import { pendingJobId } from './analyze-file';

const ID = '0b7c6a7e-4f3b-4a55-9d0e-5b1c2f3a4d5e';

describe('a 504 from the upload', () => {
  it('names the job to poll in its error text', () => {
    const err = httpError(504, {
      error: `The analysis is taking longer than expected. Check GET /api/analyze/jobs/${ID} for the result.`,
      statusCode: 504,
    });
    expect(pendingJobId(err)).toBe(ID);
  });

  it('or in a jobId field', () => {
    expect(pendingJobId(httpError(504, { jobId: ID, error: 'Still running' }))).toBe(ID);
  });

  it('is not a pending job when no id is given, or for any other status', () => {
    expect(pendingJobId(httpError(504, { error: 'Gateway Timeout' }))).toBeUndefined();
    expect(pendingJobId(httpError(422, { error: `job ${ID}` }))).toBeUndefined();
    expect(pendingJobId(new Error(ID))).toBeUndefined();
  });
});
