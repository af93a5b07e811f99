import type { ApiErrorBody } from '../../../lib/api-error';
import { api } from '../../../lib/api-client';

export interface ContactMessage {
  username: string;
  email: string;
  message: string;
}

/**
 * `POST /api/contact`; the caller reads the status (200 is success) and, for a refusal, the
 * `{error}` body, so no status throws here.
 */
export async function sendContactMessage(
  message: ContactMessage,
): Promise<{ status: number; body?: ApiErrorBody }> {
  const { status, data } = await api.post<unknown>('/api/contact', message, {
    validateStatus: () => true,
  });
  return { status, ...(data && typeof data === 'object' ? { body: data as ApiErrorBody } : {}) };
}
