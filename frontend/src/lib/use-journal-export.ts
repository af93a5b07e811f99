import { useCallback, useState } from 'react';
import type { JournalExportFormat as ExportFormat } from '@sentilog/contracts/web';
import { errorBody, errorStatus, rateLimitMessageOf, serverMessage } from './api-error';
import { useAuth } from './auth';
import { fetchExport } from './journal-data';
import { notify } from './notify';
import { saveFile } from './save-file';

export const exportMessages = {
  failed: 'Could not export your journal. Please try again.',
  done: (fileName: string) => `Journal exported as ${fileName}`,
} as const;

/** A 503's own words (every export slot busy, the service down): they say when to try again. */
function busyMessageOf(err: unknown): string | undefined {
  return errorStatus(err) === 503 ? serverMessage(errorBody(err)) : undefined;
}

/** The journal export buttons: which format is downloading, and the function that starts one. */
export function useJournalExport() {
  const { token } = useAuth();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const start = useCallback(
    async (format: ExportFormat) => {
      if (!token) return;
      setBusy(format);
      try {
        const { blob, fileName } = await fetchExport(token, format);
        saveFile(blob, fileName);
        notify.success(exportMessages.done(fileName));
      } catch (err) {
        console.warn('The journal export failed', err);
        notify.error(rateLimitMessageOf(err) ?? busyMessageOf(err) ?? exportMessages.failed);
      } finally {
        setBusy(null);
      }
    },
    [token],
  );

  return { busy, start };
}
