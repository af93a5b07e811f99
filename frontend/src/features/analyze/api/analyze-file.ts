import type { DocumentUploadAccepted } from '@sentilog/contracts/web';
import type { AxiosProgressEvent } from 'axios';
import { api } from '../../../lib/api-client';
import { errorStatus, isNetworkError } from '../../../lib/api-error';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency';
import type { AnalysisJob, DocumentAnalysis } from '../types';

/**
 * `POST /api/analyze/file` (multipart field `file`), reporting upload progress in percent: answers
 * 202 with the job's id as soon as the upload is queued (the page then follows the job). One
 * Idempotency-Key per upload, so a repeat of it never queues the file twice.
 */
export async function uploadDocument(
  file: File,
  options: { onUploadProgress: (percent: number) => void; signal: AbortSignal },
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<DocumentUploadAccepted>(
    '/api/analyze/file',
    form,
    withIdempotencyKey(newIdempotencyKey(), {
      signal: options.signal,
      onUploadProgress: (event: AxiosProgressEvent) => {
        const total = event.total ?? file.size;
        if (total > 0) options.onUploadProgress(Math.min(100, (100 * event.loaded) / total));
      },
    }),
  );
  return data.jobId;
}

/** `GET /api/analyze/jobs/:id`. */
async function fetchAnalysisJob(id: string, signal: AbortSignal): Promise<AnalysisJob> {
  const { data } = await api.get<AnalysisJob>(`/api/analyze/jobs/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

/** How often the page asks how its job is doing. */
export const JOB_POLL_INTERVAL_MS = 1500;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The page's words for a job the server no longer has (its queue lost it, or it expired). */
export const JOB_LOST =
  'Your upload was lost before its analysis finished. Please upload the file again.';

/**
 * Polls that may fail in a row while the job keeps going: the gateway or its Redis restarting
 * answers 502–504 or nothing for a while, and the job is still there when they are back.
 */
const PASSING_FAILURES = 20;

/** A failed poll worth repeating: no answer, or the gateway or a dependency briefly away. */
function passing(err: unknown): boolean {
  const status = errorStatus(err);
  return status === undefined ? isNetworkError(err) : status >= 502 && status <= 504;
}

/**
 * Polls a job until it finishes: its result, or an Error carrying the server's reason. Reports the
 * worker's progress (percent) on the way. A job the server no longer knows (404) is lost; one it
 * lost for sure says so itself (410); a poll that fails in passing is repeated.
 */
export async function waitForAnalysisJob(
  id: string,
  options: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<DocumentAnalysis> {
  let failures = 0;
  for (;;) {
    let job: AnalysisJob;
    try {
      job = await fetchAnalysisJob(id, options.signal);
      failures = 0;
    } catch (err) {
      if (errorStatus(err) === 404) throw new Error(JOB_LOST);
      if (!passing(err) || ++failures >= PASSING_FAILURES) throw err;
      await pause(JOB_POLL_INTERVAL_MS, options.signal);
      continue;
    }
    if (typeof job.progress === 'number') options.onProgress(job.progress);
    if (job.state === 'completed' && job.result) return job.result;
    if (job.state === 'failed') throw new Error(job.error || 'Failed to analyze file.');
    await pause(JOB_POLL_INTERVAL_MS, options.signal);
  }
}
