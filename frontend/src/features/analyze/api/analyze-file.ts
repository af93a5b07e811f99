import { findUuid, isUuid } from '@sentilog/contracts/web';
import type { AxiosProgressEvent } from 'axios';
import { api } from '../../../lib/api-client';
import { errorBody, errorStatus } from '../../../lib/api-error';
import type { AnalysisJob, DocumentAnalysis } from '../types';

/** What an upload comes back with: the analysis, or (504) the id of the job still running. */
export type UploadOutcome =
  { kind: 'done'; result: DocumentAnalysis } | { kind: 'pending'; jobId: string };

/**
 * The job id of an upload the gateway stopped waiting for (504): a `jobId` field when the body has
 * one, else the id the error text names ("Check GET /api/analyze/jobs/{id} for the result").
 */
export function pendingJobId(err: unknown): string | undefined {
  if (errorStatus(err) !== 504) return undefined;
  const body = errorBody(err) as { jobId?: unknown; error?: unknown } | undefined;
  if (typeof body?.jobId === 'string' && isUuid(body.jobId)) return body.jobId;
  return typeof body?.error === 'string' ? findUuid(body.error) : undefined;
}

/** `POST /api/analyze/file` (multipart field `file`), reporting upload progress in percent. */
export async function uploadDocument(
  file: File,
  options: { onUploadProgress: (percent: number) => void; signal: AbortSignal },
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file);
  try {
    const { data } = await api.post<DocumentAnalysis>('/api/analyze/file', form, {
      signal: options.signal,
      onUploadProgress: (event: AxiosProgressEvent) => {
        const total = event.total ?? file.size;
        if (total > 0) options.onUploadProgress(Math.min(100, (100 * event.loaded) / total));
      },
    });
    return { kind: 'done', result: data };
  } catch (err) {
    const jobId = pendingJobId(err);
    if (jobId) return { kind: 'pending', jobId };
    throw err;
  }
}

/** `GET /api/analyze/jobs/:id`. */
async function fetchAnalysisJob(id: string, signal: AbortSignal): Promise<AnalysisJob> {
  const { data } = await api.get<AnalysisJob>(`/api/analyze/jobs/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

/** How often a job still running after the upload's wait is asked about. */
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

/**
 * Polls a job until it finishes: its result, or an Error carrying the server's reason. Reports the
 * worker's progress (percent) on the way.
 */
export async function waitForAnalysisJob(
  id: string,
  options: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<DocumentAnalysis> {
  for (;;) {
    const job = await fetchAnalysisJob(id, options.signal);
    if (typeof job.progress === 'number') options.onProgress(job.progress);
    if (job.state === 'completed' && job.result) return job.result;
    if (job.state === 'failed') throw new Error(job.error || 'Failed to analyze file.');
    await pause(JOB_POLL_INTERVAL_MS, options.signal);
  }
}
