import { useCallback, useEffect, useState } from 'react';
import { fetchBlindspots } from '../api/news-api';
import type { NewsBlindspots } from '../api/types';

export const blindspotMessages = {
  loading: 'Looking for blindspots...',
  failed: 'Could not load the blindspots. Please try again.',
} as const;

export type BlindspotsData =
  { state: 'loading' } | { state: 'loaded'; feed: NewsBlindspots } | { state: 'failed' };

/**
 * The blindspot feed, read when the view opens; `retry` asks again after a failure. An answer to
 * an earlier attempt is never shown.
 */
export function useBlindspots(): BlindspotsData & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; data: BlindspotsData } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchBlindspots(controller.signal)
      .then((feed) => setResult({ attempt, data: { state: 'loaded', feed } }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the blindspots failed', err);
        setResult({ attempt, data: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!result || result.attempt !== attempt) return { state: 'loading', retry };
  return { ...result.data, retry };
}
