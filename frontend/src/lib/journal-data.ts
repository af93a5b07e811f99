import { isAxiosError } from 'axios';
import type {
  JournalExportFormat as ExportFormat,
  JournalPeriod as StatsPeriod,
  JournalStats,
} from '@sentilog/contracts/web';
import { api } from './api-client';
import { browserTimeZone } from './days';

function auth(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/**
 * `GET /api/journal/stats?period=&timeZone=`: the signed-in user's cards, chart series and recent
 * entries, in periods ending on today here.
 */
export async function fetchStats(
  token: string,
  period: StatsPeriod,
  signal?: AbortSignal,
): Promise<JournalStats> {
  const { data } = await api.get<JournalStats>('/api/journal/stats', {
    params: { period, timeZone: browserTimeZone() },
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

/** A Blob's text, through FileReader (which every browser and the test DOM have). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the answer'));
    reader.readAsText(blob);
  });
}

/**
 * A download's error answer arrives as a Blob too: its JSON `{error}` is read back into the
 * error, so a refusal (a 429 saying how long to wait) reads like any other call's.
 */
export async function readBlobErrorBody(err: unknown): Promise<unknown> {
  const response = isAxiosError(err) ? err.response : undefined;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await blobText(response.data)) as unknown;
    } catch {
      // Not JSON (a proxy's error page): the caller falls back to its own text.
    }
  }
  return err;
}

/** The JSON export is a zip: entries.json with the entries' photos beside it. */
const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { json: 'zip', pdf: 'pdf' };

/** `GET /api/journal/export?format=`: the whole journal as a file, and the name to save it as. */
export async function fetchExport(
  token: string,
  format: ExportFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await api
    .get<Blob>('/api/journal/export', {
      params: { format },
      headers: auth(token),
      responseType: 'blob',
    })
    .catch(async (err: unknown) => {
      throw await readBlobErrorBody(err);
    });
  const fileName =
    attachmentName(response.headers['content-disposition']) ??
    `sentilog-journal.${EXPORT_EXTENSIONS[format]}`;
  return { blob: response.data, fileName };
}
