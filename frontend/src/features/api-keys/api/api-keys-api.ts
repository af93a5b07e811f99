import type { ApiKeyCreated, ApiKeyList } from '@sentilog/contracts/web';
import { api } from '../../../lib/api-client';
import { withIdempotencyKey } from '../../../lib/idempotency';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** `GET /api/api-keys`: the signed-in user's live keys with their usage and the daily quota. */
export async function listApiKeys(token: string): Promise<ApiKeyList> {
  const { data } = await api.get<ApiKeyList>('/api/api-keys', bearer(token));
  return data;
}

/**
 * `POST /api/api-keys`: a new key; its `secret` is in this answer only. `submissionKey` (the
 * Idempotency-Key) makes a repeat of the same submission answer the same key, not a second one.
 */
export async function createApiKey(
  token: string,
  name: string,
  submissionKey: string,
): Promise<ApiKeyCreated> {
  const { data } = await api.post<ApiKeyCreated>(
    '/api/api-keys',
    { name },
    withIdempotencyKey(submissionKey, bearer(token)),
  );
  return data;
}

/** `DELETE /api/api-keys/:id`: the key stops working at once. */
export async function revokeApiKey(token: string, id: string): Promise<void> {
  await api.delete(`/api/api-keys/${encodeURIComponent(id)}`, bearer(token));
}
