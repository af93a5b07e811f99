import { CheckIcon } from '../../../components/ui/icons';
import { formatKilobytes } from '../utils/file-checks';

/** The chosen file, and the reset that lets another one in. */
export function FileCard({
  file,
  busy,
  onReset,
}: {
  file: File;
  busy: boolean;
  onReset: () => void;
}) {
  return (
    <div className="card file-card" data-testid="file-card">
      <span className="file-card-icon">
        <CheckIcon size={24} />
      </span>
      <div className="file-card-body">
        <h2 className="file-card-title">File Ready for Analysis</h2>
        <p className="file-card-name">{file.name}</p>
        <p className="muted">{formatKilobytes(file.size)}</p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={onReset} aria-busy={busy}>
        Upload Different File
      </button>
    </div>
  );
}
