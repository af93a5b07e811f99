import type { ApiErrorBody } from '../../../lib/api-error';
import { api } from '../../../lib/api-client';
import { withIdempotencyKey } from '../../../lib/idempotency';

export interface ContactMessage {
  username: string;
  email: string;
  message: string;
}

/**
 * `POST /api/contact`; the caller reads the status (200 is success) and, for a refusal, the
 * `{error}` body, so no status throws here. `submissionKey` (the Idempotency-Key) makes a repeat
 * of the same message store it once.
 */
export async function sendContactMessage(
  message: ContactMessage,
  submissionKey: string,
): Promise<{ status: number; body?: ApiErrorBody }> {
  const { status, data } = await api.post<unknown>(
    '/api/contact',
    message,
    withIdempotencyKey(submissionKey, { validateStatus: () => true }),
  );
  return { status, ...(data && typeof data === 'object' ? { body: data as ApiErrorBody } : {}) };
}
