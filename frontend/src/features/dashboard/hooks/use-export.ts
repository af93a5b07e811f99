import { useCallback, useState } from 'react';
import { rateLimitMessageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../../lib/auth';
import { fetchExport } from '../api/dashboard-api';
import type { ExportFormat } from '../api/types';

export const exportMessages = {
  failed: 'Could not export your journal. Please try again.',
  done: (fileName: string) => `Journal exported as ${fileName}`,
} as const;

/** Hands a downloaded file to the browser to save. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
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
        save(blob, fileName);
        notify.success(exportMessages.done(fileName));
      } catch (err) {
        console.warn('The journal export failed', err);
        notify.error(rateLimitMessageOf(err) ?? exportMessages.failed);
      } finally {
        setBusy(null);
      }
    },
    [token],
  );

  return { busy, start };
}
