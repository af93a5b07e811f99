import { api } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/days';
import type { JournalInsights } from '@sentilog/contracts/web';

/**
 * `GET /api/journal/insights`: the signed-in user's calendar, streaks and mood insights, ending on
 * today here.
 */
export async function fetchInsights(token: string, signal?: AbortSignal): Promise<JournalInsights> {
  const { data } = await api.get<JournalInsights>('/api/journal/insights', {
    params: { timeZone: browserTimeZone() },
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  return data;
}
