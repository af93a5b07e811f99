import type { JournalExportFormat as ExportFormat } from '@sentilog/contracts/web';
import { useJournalExport } from '../../lib/use-journal-export';
import { Spinner } from '../ui/Spinner';
import './export-buttons.css';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Export JSON' },
  { format: 'pdf', label: 'Export PDF' },
];

/** Downloads the whole journal as JSON or PDF (the Journal page and the Dashboard). */
export function ExportButtons() {
  const { busy, start } = useJournalExport();
  return (
    <div className="export-buttons" role="group" aria-label="Export your journal">
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
