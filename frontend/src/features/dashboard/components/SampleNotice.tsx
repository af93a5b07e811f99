import { Link } from 'react-router-dom';
import { accountPath } from '../../../lib/return-to';
import type { SampleReason } from '../hooks/use-journal-stats';

/** Says plainly that the figures are a sample, and how to get real ones. */
export function SampleNotice({ reason, onRetry }: { reason: SampleReason; onRetry: () => void }) {
  return (
    <div className="dashboard-sample" role="note" data-testid="sample-notice">
      <span className="badge badge-preview">Sample data</span>
      {reason === 'signed-out' ? (
        <p>
          These figures are a sample. Sign in and write journal entries to see your own mood here.
        </p>
      ) : reason === 'no-entries' ? (
        <p>
          These figures are a sample: you have no journal entries yet. Write your first entry and
          your own mood will appear here.
        </p>
      ) : (
        <p>Your statistics could not be loaded, so these figures are a sample.</p>
      )}
      {reason === 'signed-out' ? (
        <Link to={accountPath('/login', '/dashboard')} className="btn btn-primary btn-sm">
          Sign in
        </Link>
      ) : reason === 'no-entries' ? (
        <Link to="/journal" className="btn btn-primary btn-sm">
          Write your first entry
        </Link>
      ) : (
        <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
          Try Again
        </button>
      )}
    </div>
  );
}
