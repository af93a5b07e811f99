import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { fetchStats } from '../../../lib/journal-data';
import type { JournalStats, StatsPeriod } from '../api/types';
import { sampleStats } from '../utils/sample';

/** Why the dashboard shows the sample instead of the user's own figures. */
export type SampleReason = 'signed-out' | 'no-entries' | 'failed';

export type DashboardData =
  | { state: 'loading' }
  | { state: 'live'; stats: JournalStats }
  | { state: 'sample'; stats: JournalStats; reason: SampleReason };

/**
 * The dashboard's figures for a period: the signed-in user's statistics, or the spec's sample
 * (signed out, no entries yet, or the statistics could not be loaded).
 */
export function useJournalStats(period: StatsPeriod): DashboardData & { retry: () => void } {
  const { token } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: DashboardData } | null>(null);
  const key = `${token ?? ''}|${period}|${attempt}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchStats(token, period, controller.signal)
      .then((stats) => {
        const data: DashboardData =
          stats.totalEntries > 0
            ? { state: 'live', stats }
            : { state: 'sample', stats: sampleStats(period), reason: 'no-entries' };
        setResult({ key, data });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the journal statistics failed', err);
        setResult({
          key,
          data: { state: 'sample', stats: sampleStats(period), reason: 'failed' },
        });
      });
    return () => controller.abort();
  }, [token, period, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!token) return { state: 'sample', stats: sampleStats(period), reason: 'signed-out', retry };
  if (!result || result.key !== key) return { state: 'loading', retry };
  return { ...result.data, retry };
}
