import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { formatKilobytes } from '../utils/file-checks';

/**
 * The chosen file, and the reset that lets another one in. A file the server refused (not what
 * its name says, empty, damaged) is shown as refused, never as ready above its error.
 */
export function FileCard({
  file,
  busy,
  rejected,
  onReset,
}: {
  file: File;
  busy: boolean;
  rejected: boolean;
  onReset: () => void;
}) {
  return (
    <div
      className={`card file-card${rejected ? ' file-card-rejected' : ''}`}
      data-testid="file-card"
    >
      <span className="file-card-icon">
        {rejected ? <AlertIcon size={24} /> : <CheckIcon size={24} />}
      </span>
      <div className="file-card-body">
        <h2 className="file-card-title">
          {rejected ? 'File Could Not Be Analyzed' : 'File Ready for Analysis'}
        </h2>
        <p className="file-card-name">{file.name}</p>
        <p className="muted">{formatKilobytes(file.size)}</p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={onReset} aria-busy={busy}>
        Upload Different File
      </button>
    </div>
  );
}
