import { Spinner } from '../../../components/ui/Spinner';
import type { ExportFormat } from '../api/types';
import { useJournalExport } from '../hooks/use-export';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Export JSON' },
  { format: 'pdf', label: 'Export PDF' },
];

/** Downloads the whole journal as JSON or PDF. */
export function ExportButtons() {
  const { busy, start } = useJournalExport();
  return (
    <div className="dashboard-export" role="group" aria-label="Export your journal">
      {formats.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy !== null}
          onClick={() => void start(format)}
        >
          {busy === format && <Spinner size="sm" />}
          {label}
        </button>
      ))}
    </div>
  );
}
