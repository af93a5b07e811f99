import { fetchStats } from '../../../lib/journal-data';
import { useSignedInLoad } from '../../../lib/use-signed-in-load';
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
  const load = useSignedInLoad(
    (token, signal) => fetchStats(token, period, signal),
    period,
    'the journal statistics',
  );
  const { retry } = load;
  switch (load.state) {
    case 'signed-out':
      return { state: 'sample', stats: sampleStats(period), reason: 'signed-out', retry };
    case 'loading':
      return { state: 'loading', retry };
    case 'failed':
      return { state: 'sample', stats: sampleStats(period), reason: 'failed', retry };
    case 'loaded':
      return load.value.totalEntries > 0
        ? { state: 'live', stats: load.value, retry }
        : { state: 'sample', stats: sampleStats(period), reason: 'no-entries', retry };
  }
}
