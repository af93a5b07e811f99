import { useCallback, useEffect, useState } from 'react';
import { useAuth } from './auth';

export type SignedInLoad<T> =
  | { state: 'loading' }
  | { state: 'loaded'; value: T }
  | { state: 'failed' }
  | { state: 'signed-out' };

/**
 * Something of the signed-in user's, from `load`: asked again whenever the token or `inputs`
 * change, and on `retry` after a failure. An answer to an earlier ask (another token, other
 * inputs, an earlier attempt) is never shown; the request behind it is aborted. `what` names it in
 * the console warning of a failure.
 */
export function useSignedInLoad<T>(
  load: (token: string, signal: AbortSignal) => Promise<T>,
  inputs: string,
  what: string,
): SignedInLoad<T> & { retry: () => void } {
  const { token } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: SignedInLoad<T> } | null>(null);
  const key = `${token ?? ''}|${inputs}|${attempt}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    load(token, controller.signal)
      .then((value) => setResult({ key, data: { state: 'loaded', value } }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Loading ${what} failed`, err);
        setResult({ key, data: { state: 'failed' } });
      });
    return () => controller.abort();
    // `key` stands for the token, the inputs and the attempt; `load` is read when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!token) return { state: 'signed-out', retry };
  if (!result || result.key !== key) return { state: 'loading', retry };
  return { ...result.data, retry };
}
