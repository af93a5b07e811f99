import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { fetchInsights } from '../api/insights-api';
import type { JournalInsights } from '../api/types';

export type InsightsData =
  { state: 'loading' } | { state: 'loaded'; insights: JournalInsights } | { state: 'failed' };

/** The signed-in user's calendar, streaks and mood insights; `retry` asks again after a failure. */
export function useJournalInsights(): InsightsData & { retry: () => void } {
  const { token } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: InsightsData } | null>(null);
  const key = `${token ?? ''}|${attempt}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchInsights(token, controller.signal)
      .then((insights) => setResult({ key, data: { state: 'loaded', insights } }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the mood insights failed', err);
        setResult({ key, data: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [token, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!result || result.key !== key) return { state: 'loading', retry };
  return { ...result.data, retry };
}
