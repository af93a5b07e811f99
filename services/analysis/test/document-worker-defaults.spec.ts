import { parseConfig } from '@sentilog/platform';
import { analysisEnv } from '../src/config';
import { MAX_WORKER_CRASHES } from '../src/documents/document-worker';

describe('document worker defaults (what a deployment gets without setting anything)', () => {
  const defaults = parseConfig(analysisEnv, {});

  it('analyses two documents at once, so one large document cannot hold the queue alone', () => {
    expect(defaults.DOCUMENT_CONCURRENCY).toBe(2);
  });

  it('hands a crashed worker’s job on within seconds, not a minute', () => {
    expect(defaults.DOCUMENT_LOCK_MS + defaults.DOCUMENT_STALLED_INTERVAL_MS).toBeLessThanOrEqual(
      15_000,
    );
  });

  it('lets a job survive two worker crashes before it fails', () => {
    expect(MAX_WORKER_CRASHES).toBe(2);
  });
});
