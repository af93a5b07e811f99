import type { Response, Test } from 'supertest';

/** What an upload came to, as the Analyze page following its job sees it. */
export interface FollowedUpload {
  /** The upload's own refusal (400, 413, 415, 422, 429, 503), 200 once analysed, or 'failed'. */
  status: number | 'failed';
  /** The refusal's body, the analysis (with its jobId), or `{error}` of a failed job. */
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The headers of the answer that ended it (the refusal's Retry-After, say). */
  headers: Record<string, string>;
}

/**
 * `POST /api/analyze/file` answers 202 with the job's id as soon as the upload is queued; this
 * follows the job at `GET /api/analyze/jobs/:id` until it ends, as the Analyze page does. A job
 * route that stops answering 200 (a lost job: 503, or 404) is reported as it answered.
 */
export async function followUpload(
  upload: Test,
  read: (path: string) => Test,
  pollMs = 200,
): Promise<FollowedUpload> {
  const accepted = await upload;
  if (accepted.status !== 202) return answered(accepted);
  const jobId = (accepted.body as { jobId: string }).jobId;
  for (;;) {
    const res = await read(`/api/analyze/jobs/${jobId}`);
    if (res.status !== 200) return answered(res);
    const job = res.body as { state: string; result?: object; error?: string };
    const headers = res.headers as Record<string, string>;
    if (job.state === 'completed') return { status: 200, body: job.result!, headers };
    if (job.state === 'failed') return { status: 'failed', body: { error: job.error }, headers };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function answered(res: Response): FollowedUpload {
  return {
    status: res.status,
    body: res.body as Record<string, unknown>,
    headers: res.headers as Record<string, string>,
  };
}
