import { APP_JOBS, DocumentJobAccess } from '@sentilog/contracts';
import { mayRead } from './document-job-access';

const ann: DocumentJobAccess = { routes: 'api', userId: 'ann' };
const bob: DocumentJobAccess = { routes: 'api', userId: 'bob' };

describe('mayRead', () => {
  it("answers the app's jobs through the app's route, to whoever holds the id", () => {
    expect(mayRead(APP_JOBS, APP_JOBS)).toBe(true);
  });

  it("answers the API's jobs only through the API's route, to the account that queued them", () => {
    expect(mayRead(ann, ann)).toBe(true);
    expect(mayRead(ann, bob)).toBe(false);
    expect(mayRead(ann, APP_JOBS)).toBe(false);
    expect(mayRead(APP_JOBS, ann)).toBe(false);
  });

  it('answers no one for a job without a record', () => {
    expect(mayRead(null, APP_JOBS)).toBe(false);
    expect(mayRead(null, ann)).toBe(false);
  });
});
