import { useEffect, useState } from 'react';
import { buildChartData, type ChartData } from '../../../components/charts/chart-data';
import { useAuth } from '../../../lib/auth';
import { fetchStats } from '../../../lib/journal-data';

/**
 * The signed-in user's last 7 days (mood beside the news), once they have journal entries; null
 * signed out, without entries, or when the statistics cannot be read (the sample stays).
 */
export function useOwnWeek(): ChartData | null {
  const { token } = useAuth();
  const [own, setOwn] = useState<{ token: string; data: ChartData | null } | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchStats(token, 'week', controller.signal)
      .then((stats) =>
        setOwn({ token, data: stats.totalEntries > 0 ? buildChartData(stats, 'week') : null }),
      )
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading your week for the landing chart failed', err);
        setOwn({ token, data: null });
      });
    return () => controller.abort();
  }, [token]);

  return token && own?.token === token ? own.data : null;
}
