import { api } from '../../../lib/api-client';
import type { ExportFormat, JournalStats, StatsPeriod } from './types';

function auth(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** `GET /api/journal/stats?period=`: the signed-in user's cards, chart series and recent entries. */
export async function fetchStats(
  token: string,
  period: StatsPeriod,
  signal?: AbortSignal,
): Promise<JournalStats> {
  const { data } = await api.get<JournalStats>('/api/journal/stats', {
    params: { period },
    headers: auth(token),
    signal,
  });
  return data;
}

/** The file name from a Content-Disposition header, if it names one. */
export function attachmentName(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).trim() || null;
  } catch {
    return match[1].trim() || null;
  }
}

/** `GET /api/journal/export?format=`: the whole journal as a file, and the name to save it as. */
export async function fetchExport(
  token: string,
  format: ExportFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get<Blob>('/api/journal/export', {
    params: { format },
    headers: auth(token),
    responseType: 'blob',
  });
  const fileName =
    attachmentName(response.headers['content-disposition']) ?? `sentilog-journal.${format}`;
  return { blob: response.data, fileName };
}
