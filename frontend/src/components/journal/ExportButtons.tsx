import type { JournalExportFormat as ExportFormat } from '@sentilog/contracts/web';
import { useJournalExport } from '../../lib/use-journal-export';
import { Spinner } from '../ui/Spinner';
import './export-buttons.css';

/** Each button names the file it downloads: the JSON export is a zip, with the photos beside it. */
const formats: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Download ZIP (JSON and photos)' },
  { format: 'pdf', label: 'Download PDF' },
];

/**
 * Downloads the whole journal as a zip (entries.json and the photos) or a PDF: the Journal page,
 * the Dashboard and the account deletion dialog.
 */
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
