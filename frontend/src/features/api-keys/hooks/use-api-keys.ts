import type { ApiKeyCreated, ApiKeyList } from '@sentilog/contracts/web';
import { useCallback, useEffect, useState } from 'react';
import { errorBody, isNetworkError, messages, serverMessage } from '../../../lib/api-error';
import { useSubmissionKeys } from '../../../lib/idempotency';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/api-keys-api';

/** A failed keys call in words for the page: the server's own, else a general one. */
export function apiKeysFailureMessage(err: unknown): string {
  if (isNetworkError(err)) return messages.networkError;
  return serverMessage(errorBody(err)) ?? messages.somethingWentWrong;
}

export interface ApiKeysState {
  list: ApiKeyList | null;
  loading: boolean;
  /** Why the list could not be loaded. */
  loadError: string | null;
  reload: () => Promise<void>;
  create: (name: string) => Promise<ApiKeyCreated>;
  revoke: (id: string) => Promise<void>;
}

/** The signed-in user's keys: loaded once, and again after each change. */
export function useApiKeys(token: string): ApiKeysState {
  const [list, setList] = useState<ApiKeyList | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Creating the same key again (after an error or a lost answer) makes it once.
  const submissions = useSubmissionKeys();

  const reload = useCallback(async () => {
    try {
      setList(await listApiKeys(token));
      setLoadError(null);
    } catch (err) {
      setLoadError(apiKeysFailureMessage(err));
    } finally {
      setLoading(false);
    }
  }, [token]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const create = useCallback(
    async (name: string) => {
      const created = await createApiKey(token, name, submissions.keyFor(name));
      submissions.done();
      await reload();
      return created;
    },
    [token, reload, submissions],
  );

  const revoke = useCallback(
    async (id: string) => {
      await revokeApiKey(token, id);
      await reload();
    },
    [token, reload],
  );

  return { list, loading, loadError, reload, create, revoke };
}
