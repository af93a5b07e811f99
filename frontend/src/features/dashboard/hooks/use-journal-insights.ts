import { useSignedInLoad } from '../../../lib/use-signed-in-load';
import { fetchInsights } from '../api/insights-api';
import type { JournalInsights } from '../api/types';

export type InsightsData =
  { state: 'loading' } | { state: 'loaded'; insights: JournalInsights } | { state: 'failed' };

/** The signed-in user's calendar, streaks and mood insights; `retry` asks again after a failure. */
export function useJournalInsights(): InsightsData & { retry: () => void } {
  const load = useSignedInLoad(fetchInsights, '', 'the mood insights');
  const { retry } = load;
  if (load.state === 'loaded') return { state: 'loaded', insights: load.value, retry };
  if (load.state === 'failed') return { state: 'failed', retry };
  return { state: 'loading', retry };
}
